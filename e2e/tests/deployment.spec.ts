import type { Server } from 'node:http';
import { expect, test } from '../support/test';
import { startRemoteServer } from '../../scripts/lib/stack.mjs';
import { setFaults } from '../support/faults';
import { apiUrl, basePort, remotePorts, type Remote } from '../support/env';

test.afterEach(async () => {
  await setFaults({});
});

const standalone: [Remote, string][] = [
  ['mf-catalog', '/shop'],
  ['mf-cart-checkout', '/cart'],
  ['mf-account', '/register-user'],
  ['mf-content', '/blog'],
];

for (const [remote, path] of standalone) {
  test(`${remote}'s standalone page mounts it alone`, async ({ page }) => {
    await page.goto(`http://localhost:${remotePorts[remote]}/en${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    // Alone: no shell header or footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('a remote moved elsewhere in runtime-config.json loads from there, with no shell rebuild', async ({ page }) => {
  const elsewherePort = basePort + 10;
  const elsewhere: Server = await startRemoteServer({ name: 'mf-catalog', port: elsewherePort, apiUrl });
  try {
    // The original deployment is gone; only the new address in runtime-config.json can serve the catalog.
    await setFaults({ down: ['mf-catalog'], remoteOverrides: { 'mf-catalog': `http://localhost:${elsewherePort}/mf-manifest.json` } });
    const fromElsewhere: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`http://localhost:${elsewherePort}/`)) fromElsewhere.push(request.url());
    });
    await page.goto('/en/shop');
    await expect(page.locator('#app-mf-catalog h1')).toBeVisible();
    // The first screen came from the new address too (its stylesheets are named there), then the application.
    await expect(page.locator(`link[rel="stylesheet"][href^="http://localhost:${elsewherePort}/"]`).first()).toBeAttached();
    await expect.poll(() => fromElsewhere.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    await expect.poll(() => fromElsewhere.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // Taken over by the application from there: no longer inert.
    await expect(page.locator('#app-mf-catalog .first-screen[inert]')).toHaveCount(0);
    await expect(page.locator('#app-mf-catalog h1')).toHaveText('Shop');
  } finally {
    elsewhere.closeAllConnections();
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
  }
});

test('every bundle is served with a Content-Security-Policy of the shop\'s own origins, and the pages run under it', async ({ page, request }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  for (const path of ['/en', '/pl/shop', '/en/product?id=1', '/en/article?id=1', '/en/cart', '/pl/contact']) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts.split(' ')[0], `${path}: scripts from the shop's own origins`).toBe("'self'");
    expect(policy, `${path}: no inline or evaluated scripts`).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    for (const origin of Object.values(remotePorts).map((port) => `http://localhost:${port}`)) expect(scripts).toContain(origin);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), `${path}: nothing blocked`).toEqual([]);
  }
  for (const [remote, port] of Object.entries(remotePorts)) {
    const entry = await request.get(`http://localhost:${port}/remoteEntry.js`);
    expect(entry.status(), remote).toBe(200);
    expect(entry.headers()['content-security-policy'], remote).toContain("script-src 'self'");
    expect(entry.headers()['x-content-type-options'], remote).toBe('nosniff');
    expect(entry.headers()['cache-control'], `${remote}: the entry is never cached`).toMatch(/no-cache|no-store/);
  }
});

test('first-screen renderers are stateless: two copies of a remote draw the same first screen', async ({ request }) => {
  const secondPort = basePort + 11;
  const second: Server = await startRemoteServer({ name: 'mf-catalog', port: secondPort, apiUrl });
  try {
    for (const [path, lang] of [['/en/shop', 'en'], ['/pl/product/zestaw-inercise', 'pl'], ['/pl/shop', 'pl']] as const) {
      const query = `path=${encodeURIComponent(path)}&lang=${lang}`;
      const [first, other] = await Promise.all([
        request.get(`http://localhost:${remotePorts['mf-catalog']}/first-screen?${query}`),
        request.get(`http://localhost:${secondPort}/first-screen?${query}`),
      ]);
      expect(first.status(), path).toBe(200);
      expect(other.status(), path).toBe(200);
      const [a, b] = [await first.json(), await other.json()];
      expect(a.html.length, path).toBeGreaterThan(500);
      expect(b.html, path).toBe(a.html);
      // Each copy names its own address for the stylesheets; the files are the same.
      const files = (screen: { stylesheets: string[] }) => screen.stylesheets.map((href) => new URL(href).pathname);
      expect(files(b), path).toEqual(files(a));
    }
  } finally {
    second.closeAllConnections();
    await new Promise<void>((resolve) => second.close(() => resolve()));
  }
});
