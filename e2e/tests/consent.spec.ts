import { expect, test, type Page } from '../support/test';
import { discoveryDocument, writeDiscoveryDocument } from '../support/releases';

/**
 * Consent asked, not assumed: the registration's newsletter box starts unticked, and a configured analytics tag
 * loads only after the shopper accepts it in the banner, where refusing is one click too.
 */

const TAG_ORIGIN = 'http://analytics.inercise.test';
const TAG = `${TAG_ORIGIN}/tag.js`;

/** Every request a page sends to the analytics tag's origin; the tag itself answers with a script that reports a visit. */
async function watchAnalytics(page: Page): Promise<string[]> {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(TAG_ORIGIN)) sent.push(request.url());
  });
  await page.route(`${TAG_ORIGIN}/**`, (route) =>
    route.request().url() === TAG
      ? route.fulfill({ contentType: 'text/javascript', body: `fetch('${TAG_ORIGIN}/collect?page=' + encodeURIComponent(location.pathname));` })
      : route.fulfill({ status: 204 }),
  );
  return sent;
}

for (const [language, checkbox] of [
  ['en', /newsletter/],
  ['pl', /newsletter/],
] as const) {
  test(`the registration's newsletter box starts unticked (${language})`, async ({ page }) => {
    await page.goto(`/${language}/register-user`);
    await expect(page.getByRole('checkbox', { name: checkbox })).not.toBeChecked();
  });
}

test.describe('with an analytics tag configured', () => {
  let before: ReturnType<typeof discoveryDocument>;
  test.beforeAll(() => {
    before = discoveryDocument();
    writeDiscoveryDocument({ ...before, analyticsTag: TAG });
  });
  test.afterAll(() => writeDiscoveryDocument(before));

  test('nothing is sent before consent, the tag loads once the shopper accepts (en)', async ({ page }) => {
    const sent = await watchAnalytics(page);
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'May we measure visits?' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Refuse' })).toBeVisible();
    // Browsing on without answering sends nothing.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/en\/shop$/);
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => sent).toContain(TAG);
    await expect.poll(() => sent.some((url) => url.startsWith(`${TAG_ORIGIN}/collect`))).toBe(true);

    // Remembered: the next page load asks nothing and loads the tag at once.
    sent.length = 0;
    await page.reload();
    await expect.poll(() => sent).toContain(TAG);
    await expect(banner).toBeHidden();
  });

  test('refusing is one click and sends nothing; the footer’s cookie settings change the choice (pl)', async ({ page }) => {
    const sent = await watchAnalytics(page);
    await page.goto('/pl');
    const banner = page.getByRole('region', { name: 'Czy możemy mierzyć odwiedziny?' });
    await banner.getByRole('button', { name: 'Odmawiam' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner).toBeHidden();
    expect(sent).toEqual([]);

    await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(banner).toContainText('Odmówiono zgody na analitykę.');
    expect(sent).toEqual([]);
    await banner.getByRole('button', { name: 'Akceptuję' }).click();
    await expect.poll(() => sent).toContain(TAG);
  });
});
