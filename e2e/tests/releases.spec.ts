import { expect, test, type Page } from '../support/test';
import { shopUrl } from '../support/env';
import { setFaults } from '../support/faults';
import {
  catalogOrigin,
  catalogReleasesOf,
  discoveryDocument,
  incompatibleRelease,
  otherContractMajor,
  releaseA,
  releaseB,
  rollout,
  shopContractMajor,
  writeDiscoveryDocument,
} from '../support/releases';

/**
 * The catalog team releasing alone (issue 21): releases kept side by side, promoted, tried on a share of shoppers
 * and rolled back by the rollout commands, which change only the shell's discovery document. The shell is neither
 * rebuilt nor restarted between steps.
 */

const deviceSet = 'Inercise device set';

/** The shop, once the catalog's application (not only the server's first screen) answers the shopper. */
async function openShop(page: Page): Promise<void> {
  await page.goto('/en/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  await page.getByRole('main').getByRole('button', { name: 'Handles', exact: true }).click({ trial: true });
}

/** From the shop to a product page inside the page (no reload): the product page's code is loaded now. */
async function openDeviceSet(page: Page): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${deviceSet}\\b`) }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deviceSet);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
}

async function metric(name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`${shopUrl}/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && wanted.every((pair) => row.includes(pair)));
  return line ? Number(line.split(' ').pop()) : 0;
}

test.describe('a team releases its remote alone', () => {
  // Back to the plain builds of every remote after each test (the fault switches write the document afresh).
  test.afterEach(async () => {
    await setFaults({});
  });

  test('a shopper on the shop while a new release is promoted keeps shopping on theirs; a reload gets the new one', async ({ page }) => {
    // Two pages drawn cold by their release's renderer (the shop on A, the product page on B after the reload): on a
    // busy machine each may take most of the default minute by itself.
    test.setTimeout(120_000);
    expect((await rollout('promote', 'mf-catalog', releaseA)).status).toBe(0);
    const releases = catalogReleasesOf(page);
    await openShop(page);
    expect(releases.seen).toEqual([releaseA]);

    const promoting = Date.now();
    const promoted = await rollout('promote', 'mf-catalog', releaseB);
    expect(promoted.status, promoted.stderr).toBe(0);
    // From the command to the document the next page reads (the remote fetched the release from the store first).
    test.info().annotations.push({ type: 'promote, until the next page gets it', description: `${Date.now() - promoting} ms` });
    expect(promoted.stdout).toContain(`${releaseB} is live (previous: ${releaseA})`);

    // The open page goes on: its next navigation, and the Polish texts it has not loaded yet (a lazy chunk), come
    // from the release the page started with.
    const beforeNavigation = releases.mark();
    await openDeviceSet(page);
    await page.getByRole('button', { name: 'Switch to polski' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zestaw Inercise');
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Koszyk, produkty: 1\b/ })).toBeVisible();
    expect(releases.since(beforeNavigation)).toEqual([releaseA]);

    const beforeReload = releases.mark();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zestaw Inercise');
    await expect(page.getByRole('button', { name: 'Dodaj do koszyka' })).toBeEnabled();
    expect(releases.since(beforeReload)).toEqual([releaseB]);
  });

  test('a release built on another contract major is refused by promote; forced in by hand, the shop falls back to the previous release and still sells', async ({ page }) => {
    expect((await rollout('promote', 'mf-catalog', releaseA)).status).toBe(0);
    const refused = await rollout('promote', 'mf-catalog', incompatibleRelease);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`built against contract major ${otherContractMajor}, the shell has ${shopContractMajor}`);
    expect(discoveryDocument().remotes['mf-catalog']).toEqual({ url: catalogOrigin, live: releaseA });

    const doc = discoveryDocument();
    writeDiscoveryDocument({ ...doc, remotes: { ...doc.remotes, 'mf-catalog': { url: catalogOrigin, live: incompatibleRelease, previous: releaseA } } });
    const releases = catalogReleasesOf(page);
    await openShop(page);
    await openDeviceSet(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
    // Not one file of the incompatible release reached the shopper's browser.
    expect(releases.seen).toEqual([releaseA]);
    expect(await metric('remote_incompatible_total', { remote: 'mf-catalog', release: incompatibleRelease, seen_by: 'shell-server' })).toBe(1);
  });

  test("the page itself refuses a remote built on another contract major: the remote's place offers a retry, the rest of the shop sells", async ({ page }) => {
    // A plain manifest URL is not checked by the shell's server: the page's own check is what stands between them.
    await setFaults({ remoteOverrides: { 'mf-catalog': `${catalogOrigin}/releases/${encodeURIComponent(incompatibleRelease)}/mf-manifest.json` } });
    const before = await metric('remote_incompatible_total', { remote: 'mf-catalog', seen_by: 'browser' });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes(`contract major ${otherContractMajor}`)) refusals.push(message.text());
    });
    await page.goto('/en/shop');
    const place = page.locator('#app-mf-catalog').getByRole('alert');
    await expect(place).toContainText('This part of the shop is not available right now.');
    await expect(place.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(refusals.length).toBeGreaterThan(0);
    await expect.poll(() => metric('remote_incompatible_total', { remote: 'mf-catalog', seen_by: 'browser' })).toBeGreaterThan(before);
    // The other teams' parts still work: the cart page is the cart team's.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  });

  test('a canary for half the shoppers: across 20 new shoppers both releases are served, each shopper sees one on every page and after a reload', async ({ browser }) => {
    test.setTimeout(240_000);
    expect((await rollout('promote', 'mf-catalog', releaseA)).status).toBe(0);
    const starting = Date.now();
    const canary = await rollout('canary', 'mf-catalog', releaseB, '50');
    expect(canary.status, canary.stderr).toBe(0);
    test.info().annotations.push({ type: 'canary, until the next page gets it', description: `${Date.now() - starting} ms` });
    const served: string[] = [];
    for (let shopper = 0; shopper < 20; shopper += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const releases = catalogReleasesOf(page);
      await openShop(page);
      await openDeviceSet(page);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      expect(releases.seen, `shopper ${shopper + 1}`).toHaveLength(1);
      served.push(releases.seen[0] ?? '');
      await context.close();
    }
    expect(new Set(served)).toEqual(new Set([releaseA, releaseB]));
  });

  test('rollback gives the previous release back at the very next page, without a shell rebuild or restart', async ({ page }) => {
    expect((await rollout('promote', 'mf-catalog', releaseA)).status).toBe(0);
    expect((await rollout('promote', 'mf-catalog', releaseB)).status).toBe(0);
    const releases = catalogReleasesOf(page);
    await openShop(page);
    expect(releases.seen).toEqual([releaseB]);

    const rollingBack = Date.now();
    const rolledBack = await rollout('rollback', 'mf-catalog');
    test.info().annotations.push({ type: 'rollback, until the next page gets it', description: `${Date.now() - rollingBack} ms` });
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(rolledBack.stdout).toContain(`${releaseA} is live again (was ${releaseB})`);
    const changed = Date.now();
    const mark = releases.mark();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await openDeviceSet(page);
    expect(releases.since(mark)).toEqual([releaseA]);
    test.info().annotations.push({ type: 'rollback to a page on the previous release', description: `${Date.now() - changed} ms` });
  });

  test("QA tries a release on the catalog's standalone page before it is promoted", async ({ page }) => {
    expect((await rollout('promote', 'mf-catalog', releaseA)).status).toBe(0);
    const releases = catalogReleasesOf(page);
    await page.goto(`${catalogOrigin}/en/shop?release=${encodeURIComponent(releaseB)}`);
    await expect(page.getByRole('complementary', { name: 'Release under test' })).toHaveText(`Release ${releaseB}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    // The release stays chosen on the tab's next pages.
    await openDeviceSet(page);
    expect(releases.seen).toEqual([releaseB]);
    // Shoppers meanwhile still get the live release.
    expect(discoveryDocument().remotes['mf-catalog']).toEqual({ url: catalogOrigin, live: releaseA });

    const mark = releases.mark();
    await page.goto(`${catalogOrigin}/en/shop?release=live`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await expect(page.getByRole('complementary', { name: 'Release under test' })).toHaveCount(0);
    await openDeviceSet(page);
    expect(releases.since(mark)).toEqual([]);
  });
});
