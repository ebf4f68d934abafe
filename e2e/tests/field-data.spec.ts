import { expect, test, type APIRequestContext } from '../support/test';
import { shopUrl } from '../support/env';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerReady } from '../support/owner';
import { logIn } from '../support/session';

// Field data: a shopper's browser measures its page load and, when the page is hidden or left, sends the numbers to
// the shell's server, which counts them in /metrics; the owner reads the last day's 75th percentiles on the
// dashboard. This stack samples every page load.

/** The value of one series of the shell's /metrics (0 while absent), whatever order its labels are written in. */
async function metric(request: APIRequestContext, name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await request.get(`${shopUrl}/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && wanted.every((pair) => row.includes(pair)));
  return line ? Number(line.split(' ').pop()) : 0;
}

const report = { template: 'cart', device: 'desktop', metrics: { LCP: 1800, FCP: 700, TTFB: 150, INP: 90, CLS: 0.02 } };
const ownPage = { origin: shopUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8' };

test("a shopper's page load is counted by page template and device once the page is left @phone", async ({ page, request, isMobile }) => {
  const labels = { template: 'product', device: isMobile ? 'phone' : 'desktop' };
  const before = await metric(request, 'web_vitals_ttfb_seconds_count', labels);
  const fcpBefore = await metric(request, 'web_vitals_fcp_seconds_count', labels);
  await page.goto('/en/product/inercise-device-set');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  // The measuring code comes once the page is loaded and idle; it marks the page when it watches.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('inercise:field-data').length)).toBe(1);
  // Leaving the page hides it: the browser sends the report then.
  await page.goto('/en/shop');
  await expect.poll(() => metric(request, 'web_vitals_ttfb_seconds_count', labels)).toBe(before + 1);
  expect(await metric(request, 'web_vitals_fcp_seconds_count', labels)).toBe(fcpBefore + 1);
});

test('a forged, malformed or oversized report is refused and counted', async ({ request }) => {
  const refused = (reason: string) => metric(request, 'web_vitals_reports_refused_total', { reason });
  const [origin, invalid, tooLarge] = [await refused('origin'), await refused('invalid'), await refused('too_large')];
  const send = (body: string, headers: Record<string, string> = ownPage) => request.post(`${shopUrl}/telemetry/web-vitals`, { headers, data: body });

  expect((await send(JSON.stringify(report), { ...ownPage, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' })).status()).toBe(403);
  expect((await send(JSON.stringify({ ...report, metrics: { FID: 12 } }))).status()).toBe(400);
  expect((await send(JSON.stringify({ ...report, metrics: { LCP: 10_000_000 } }))).status()).toBe(400);
  expect((await send(JSON.stringify({ ...report, template: 'admin' }))).status()).toBe(400);
  expect((await send(JSON.stringify({ ...report, note: 'x'.repeat(4096) }))).status()).toBe(413);

  expect(await refused('origin')).toBe(origin + 1);
  expect(await refused('invalid')).toBe(invalid + 3);
  expect(await refused('too_large')).toBe(tooLarge + 1);
});

test("the owner's dashboard shows the last day's 75th percentiles with Core Web Vitals' thresholds", async ({ page, request }) => {
  expect((await request.post(`${shopUrl}/telemetry/web-vitals`, { headers: ownPage, data: JSON.stringify(report) })).status()).toBe(204);
  await ownerReady(request);
  await logIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await page.goto('/en/admin');
  const card = page.getByRole('region', { name: 'Speed for shoppers' });
  await expect(card.getByText('LCP, largest contentful paint: good up to 2.5 s, poor above 4.0 s')).toBeVisible();
  const table = card.getByRole('table', { name: '75th percentile of the last 24 hours, for all pages, then by page and device' });
  await expect(table.getByRole('row', { name: /^All pages/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Cart, desktop/ })).toContainText(/\d\.\d+ s (Good|Needs improvement|Poor)/);
});

test('the dashboard\'s field data is for the owner only', async ({ request }) => {
  const stranger = await request.get(`${shopUrl}/telemetry/web-vitals/summary`);
  expect(stranger.status()).toBe(401);
  const forged = await request.get(`${shopUrl}/telemetry/web-vitals/summary`, { headers: { authorization: 'Bearer not-a-token' } });
  expect(forged.status()).toBe(401);
});
