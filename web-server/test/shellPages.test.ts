import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRemoteServer } from '../src/remoteServer.ts';
import { createShellServer } from '../src/shellServer.ts';
import { capturedLogger, fakeApi, remoteBuild, serve, shellBuild } from './fixtures.ts';

/**
 * The sitemap's entries as a crawler reads them: each <url>'s address, lastmod and alternates.
 */
function readSitemap(xml: string) {
  assert.match(
    xml,
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n/,
  );
  assert.match(xml, /<\/urlset>\n$/);
  const unescape = (text: string) =>
    text
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => {
    // Nothing but well-formed elements inside an entry: no stray text or markup from an address.
    assert.match(body, /^<loc>[^<>]+<\/loc>(<lastmod>[^<>]+<\/lastmod>)?(<xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^<>"]+"\/>)+$/);
    return {
      loc: unescape(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ''),
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1] ?? null,
      alternates: Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, unescape(href)])),
    };
  });
}

describe("the shell's server: status, head origin, fragments, robots.txt and sitemap.xml", () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let catalog: Awaited<ReturnType<typeof serve>>;
  let shell: Awaited<ReturnType<typeof serve>>;
  let configured: Awaited<ReturnType<typeof serve>>;
  const configPath = join(mkdtempSync(join(tmpdir(), 'shell-config-')), 'runtime-config.json');

  before(async () => {
    api = await fakeApi();
    const { logger } = capturedLogger('mf-catalog');
    catalog = await serve(createRemoteServer({ distDir: remoteBuild(), publicUrl: 'http://cdn.example.com/catalog/', apiUrl: api.url, logger }).handle);
    writeFileSync(configPath, JSON.stringify({ apiUrl: api.url, remotes: { 'mf-catalog': `${catalog.url}/mf-manifest.json` } }));
    const build = shellBuild();
    shell = await serve(
      createShellServer({ distDir: build, runtimeConfigPath: configPath, logger: capturedLogger('shell').logger, firstScreenTimeoutMs: 500 }).handle,
    );
    configured = await serve(
      createShellServer({ distDir: build, runtimeConfigPath: configPath, logger: capturedLogger('shell').logger, publicUrl: 'https://inercise.example.com/' })
        .handle,
    );
  });
  after(async () => {
    await shell.close();
    await configured.close();
    await catalog.close();
    await api.close();
  });

  test('answers 301 to where a page moved, and the missing page with its status', async () => {
    const moved = await fetch(`${shell.url}/en/old-product?id=4`, { redirect: 'manual' });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), '/en/product/new-name');
    assert.match(moved.headers.get('vary') ?? '', /Accept-Language/);
    // A move the remote names outside the shop is not followed.
    assert.equal((await fetch(`${shell.url}/en/unsafe-move`, { redirect: 'manual' })).status, 200);
    const gone = await fetch(`${shell.url}/en/product/gone`);
    assert.equal(gone.status, 410);
    assert.match(await gone.text(), /<h1>Page not found<\/h1>/);
    assert.equal((await fetch(`${shell.url}/en/product/unknown`)).status, 404);
    assert.equal((await fetch(`${shell.url}/en/shop`)).status, 200);
  });

  test("hands the composer the shop's origin (PUBLIC_URL, else the request's) and the stylesheets of its own chunks", async () => {
    const said = async (base: string, headers: Record<string, string> = {}) =>
      /<p id="said">([^<]*)<\/p>/.exec(await (await fetch(`${base}/en/shop`, { headers })).text())?.[1];
    const host = new URL(shell.url).host;
    const stylesheets = '{"layout":"/layout.0a1b2c3d4e.css","notFound":"/not-found.5f6a7b8c9d.css"}';
    assert.equal(await said(shell.url), `http://${host} ${stylesheets}`);
    assert.equal(await said(shell.url, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' }), `https://shop.example.com ${stylesheets}`);
    assert.equal(await said(shell.url, { 'x-forwarded-host': 'evil.example.com/<script>' }), `http://localhost ${stylesheets}`);
    assert.equal(await said(configured.url, { 'x-forwarded-host': 'shop.example.com' }), `https://inercise.example.com ${stylesheets}`);
  });

  test("fills a first screen's fragment from its owner's remote, with the fragment's stylesheets", async () => {
    const html = await (await fetch(`${shell.url}/en/teasers`)).text();
    assert.match(html, new RegExp(`<ul data-count="2">en http://${new URL(shell.url).host}</ul>http://cdn\\.example\\.com/catalog/teasers\\.5678abcd\\.css`));
  });

  test('robots.txt lets crawlers in but for the private paths, and names the sitemap at the public origin', async () => {
    const response = await fetch(`${configured.url}/robots.txt`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(
      await response.text(),
      'User-agent: *\nAllow: /\nDisallow: /cart\nDisallow: /pl/cart\nDisallow: /en/cart\nDisallow: /admin\n\nSitemap: https://inercise.example.com/sitemap.xml\n',
    );
  });

  test('sitemap.xml lists each page in each language with its alternates, products with their last change', async () => {
    const response = await fetch(`${configured.url}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/xml/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=60');
    // Sent compressed when the crawler takes it (fetch unpacks it here).
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    const xml = await response.text();
    // An address's text is escaped: the XML stays well formed whatever a slug holds.
    assert.match(xml, /<loc>https:\/\/inercise\.example\.com\/en\/product\/grips &amp; hooks<\/loc>/);
    const entries = readSitemap(xml);
    const base = 'https://inercise.example.com';
    assert.deepEqual(
      entries.map((entry) => entry.loc),
      ['/pl', '/en', '/pl/product/zestaw-inercise', '/en/product/inercise-device-set', '/pl/product/uchwyty', '/en/product/grips & hooks'].map(
        (path) => `${base}${path}`,
      ),
    );
    const device = entries.find((entry) => entry.loc === `${base}/en/product/inercise-device-set`);
    assert.deepEqual(device, {
      loc: `${base}/en/product/inercise-device-set`,
      lastmod: '2026-11-20T10:00:00.000Z',
      alternates: {
        pl: `${base}/pl/product/zestaw-inercise`,
        en: `${base}/en/product/inercise-device-set`,
        'x-default': `${base}/product/inercise-device-set`,
      },
    });
    assert.equal(entries[0]?.lastmod, null);
  });

  test('sitemap.xml asks the API once a minute, lists only what it lists, and is 503 while the API is down', async () => {
    const asked = () => api.received.filter((request) => request.path === '/sitemap-entries').length;
    const before = asked();
    api.state.sitemapEntries = {
      products: [{ id: 1, slugs: { en: 'inercise-device-set', pl: 'zestaw-inercise' }, lastModified: '2026-11-22T00:00:00.000Z' }],
      articles: [],
    };
    const fresh = await serve(createShellServer({ distDir: shellBuild(), runtimeConfigPath: configPath, logger: capturedLogger('shell').logger }).handle);
    try {
      const first = await (await fetch(`${fresh.url}/sitemap.xml`)).text();
      await (await fetch(`${fresh.url}/sitemap.xml`)).text();
      assert.equal(asked(), before + 1);
      // The product the API no longer lists (hidden in the shop) is gone from the sitemap.
      assert.doesNotMatch(first, /uchwyty/);
    } finally {
      await fresh.close();
    }
    api.state.down = true;
    const down = await serve(createShellServer({ distDir: shellBuild(), runtimeConfigPath: configPath, logger: capturedLogger('shell').logger }).handle);
    try {
      const response = await fetch(`${down.url}/sitemap.xml`);
      assert.equal(response.status, 503);
      assert.equal(response.headers.get('retry-after'), '60');
      // Not kept: the next request asks again, and gets the sitemap once the API answers.
      api.state.down = false;
      assert.equal((await fetch(`${down.url}/sitemap.xml`)).status, 200);
      api.state.sitemapEntries = { products: 'not a list' };
    } finally {
      await down.close();
      api.state.down = false;
    }
    const nonsense = await serve(createShellServer({ distDir: shellBuild(), runtimeConfigPath: configPath, logger: capturedLogger('shell').logger }).handle);
    try {
      assert.equal((await fetch(`${nonsense.url}/sitemap.xml`)).status, 503);
    } finally {
      await nonsense.close();
    }
  });
});
