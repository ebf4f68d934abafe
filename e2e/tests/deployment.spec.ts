import { join } from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { bundles } from '../../scripts/lib/packages.mjs';
import { startStaticServer } from '../../scripts/lib/staticServer.mjs';
import { setFaults } from '../support/faults';
import { basePort, remotePorts, type Remote } from '../support/env';

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
  const catalog = bundles.find((b) => b.name === 'mf-catalog');
  if (!catalog) throw new Error('mf-catalog bundle missing');
  const elsewherePort = basePort + 10;
  const elsewhere: Server = await startStaticServer({ root: join(catalog.dist), port: elsewherePort, spa: true });
  try {
    // The original deployment is gone; only the new address in runtime-config.json can serve the catalog.
    await setFaults({ down: ['mf-catalog'], remoteOverrides: { 'mf-catalog': `http://localhost:${elsewherePort}/mf-manifest.json` } });
    const fromElsewhere: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`http://localhost:${elsewherePort}/`)) fromElsewhere.push(request.url());
    });
    await page.goto('/en/shop');
    await expect(page.locator('#app-mf-catalog h1')).toBeVisible();
    expect(fromElsewhere.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromElsewhere.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
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
