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
