// Every JS file the browser downloads for the first view of a page, with gzip and brotli sizes, and which of the
// shared libraries each file carries (read from the build's source maps).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './chromium.mjs';

const libraries = {
  react: /node_modules\/react\/(?!.*jsx)/,
  'react-dom': /node_modules\/react-dom\//,
  'react-router': /node_modules\/react-router\//,
  redux: /node_modules\/(redux|@reduxjs\/toolkit)\//,
  i18next: /node_modules\/i18next\//,
  // Not a federation singleton (tools/federation.cjs): each bundle that validates keeps its own, tree-shaken copy, so
  // a page that downloads two shows what a bundle's schemas cost it.
  zod: /node_modules\/zod\//,
  // The contracts' schemas and route table, bundled wherever they are imported (the singleton carries the shop's).
  '@inercise/contracts': /(^|\/)\.\.\/contracts\/src\//,
  // Less the federation runtime plugin that lives in shared/src but is built into the page's own runtime (main.js) on
  // purpose, before any shared module is loaded: it is not a second copy of the shared package.
  '@inercise/shared': /(^|\/)\.\.\/shared\/src\/(?!federation\/singletonVersionCheck\.ts$)/,
  'federation runtime': /node_modules\/@module-federation\/runtime-core\//,
};

function sourcesOf(file, bundle) {
  if (!bundle) return [];
  const map = join(bundle.dist, `${new URL(file).pathname}.map`);
  if (!existsSync(map)) return [];
  // Normalise "webpack://<bundle>/../node_modules/x" so the same file built by two bundles compares equal.
  return (JSON.parse(readFileSync(map, 'utf8')).sources ?? []).map((s) => s.replace(/^webpack:\/\/[^/]*\//, ''));
}

function librariesIn(sources) {
  return Object.entries(libraries).filter(([, pattern]) => sources.some((s) => pattern.test(s))).map(([name]) => name);
}

export async function measureJavaScript(url, bundles) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const files = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js') || response.status() !== 200) return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      const port = Number(new URL(response.url()).port);
      const bundle = bundles.find((b) => b.port === port || (port >= 4700 && b.port === port - 4700 + 3000));
      const sources = sourcesOf(response.url(), bundle);
      files.push({ url: response.url(), bundle: bundle?.name ?? 'other', raw: body.length, gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length, libraries: librariesIn(sources), sources });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A quiet network is not enough on a busy machine: the shell evaluates its first files before asking for the
    // next ones. The first view is complete once the footer is drawn and nothing the server drew waits inert for its
    // application (adopted or replaced); then whatever those started is awaited too.
    await page.getByRole('contentinfo').waitFor({ timeout: 60_000 });
    await page.locator('.first-screen[inert]').first().waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // A library is downloaded more than once when one of its source files arrives inside two different files.
    const copies = Object.fromEntries(
      Object.entries(libraries).map(([name, pattern]) => {
        const seen = new Map();
        for (const file of files) for (const source of file.sources.filter((s) => pattern.test(s))) seen.set(source, (seen.get(source) ?? 0) + 1);
        return [name, seen.size === 0 ? 0 : Math.max(...seen.values())];
      }),
    );
    for (const file of files) delete file.sources;
    // The JavaScript heap the page holds once drawn (the memory budget of docs/architecture.md#budgets, on /): as the page left it,
    // and after a full garbage collection (what it really keeps).
    const cdp = await page.context().newCDPSession(page);
    const heapMb = async () => Math.round(((await cdp.send('Runtime.getHeapUsage')).usedSize / 1048576) * 10) / 10;
    const heap = await heapMb();
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfterGc = await heapMb();
    return {
      heapMb: heap,
      heapAfterGcMb: heapAfterGc,
      files,
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      brotli: files.reduce((sum, f) => sum + f.brotli, 0),
      libraries: copies,
    };
  } finally {
    await browser.close();
  }
}
