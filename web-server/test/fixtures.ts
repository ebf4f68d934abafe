// Small builds on disk, shaped like the bundles' dist/ folders, and helpers to run servers around them.
import { existsSync, mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import { createLogger } from '@inercise/ops/logger';
import { listen } from '@inercise/ops/node';
import S3rver from 's3rver';
import { packageRelease } from '../src/releases.ts';
import type { Handler } from '@inercise/ops/node';
import type { AddressInfo } from 'node:net';


/**
 * A command as production runs it: compiled into dist/ (`npm test` builds it first), not the TypeScript source.
 * `name` is an entry under bin/: serve-shell, serve-remote, rollout.
 */
export function compiledEntry(name: 'serve-shell' | 'serve-remote' | 'rollout'): string {
  const file = fileURLToPath(new URL(`../dist/${name}.js`, import.meta.url));
  if (!existsSync(file)) throw new Error(`${file} is missing: npm run build -w @inercise/web-server (npm test builds it)`);
  return file;
}

/**
 * A remote's build: manifest, entry, a hashed chunk (with its .gz), a standalone page and a server module whose
 * first screen reads the API's product list (so a test can see what the renderer sent the API).
 */
export function remoteBuild(options: { manifest?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'remote-build-'));
  if (options.manifest !== false) {
    writeFileSync(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          { name: 'app', assets: { css: { sync: ['app.1234abcd.css'] } } },
          { name: 'ProductTeasers', assets: { css: { sync: ['teasers.5678abcd.css'] } } },
        ],
      }),
    );
  }
  writeFileSync(join(dir, 'remoteEntry.js'), 'var entry;');
  writeFileSync(join(dir, 'chunk.0123abcd.js'), 'var chunk = "' + 'x'.repeat(2000) + '";');
  writeFileSync(join(dir, 'chunk.0123abcd.js.gz'), gzipSync('var chunk = "' + 'x'.repeat(2000) + '";'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><body><main id="root"></main></body></html>');
  mkdirSync(join(dir, 'server'));
  writeFileSync(
    join(dir, 'server', 'index.cjs'),
    `exports.renderFirstScreen = async ({ path, language, apiUrl, origin }) => {
      if (path.startsWith('/nothing')) return null;
      if (path.startsWith('/broken')) throw new Error('renderer broke');
      if (path.startsWith('/en/old-product')) return { html: '', redirect: '/en/product/new-name' };
      if (path.startsWith('/en/unsafe-move')) return { html: '', redirect: '//elsewhere.example.com/en' };
      if (path.startsWith('/en/product/gone')) return { html: '', status: 410 };
      if (path.startsWith('/en/product/unknown')) return { html: '', status: 404, head: 'nonsense' };
      if (path.startsWith('/en/described')) {
        return {
          html: '<h1>Described</h1>',
          head: {
            title: 'Described <page>',
            description: 'What the page is about',
            image: 'javascript:alert(1)',
            type: 'product',
            paths: { en: '/en/described', pl: '//elsewhere.example.com' },
            structuredData: [{ '@type': 'Product', name: 'Set', url: origin + '/en/described' }, 'not an object', { name: 'no type' }],
            noindex: 'yes',
            extra: 'dropped',
          },
          status: 200,
          extra: 'dropped',
        };
      }
      const answer = await (await fetch(apiUrl + '/products')).json();
      const count = Array.isArray(answer) ? answer.length : answer.content.length;
      return { html: '<h1>' + language + ' ' + path + ' ' + count + '</h1>' };
    };
    exports.renderFragment = async ({ fragment, props, language, origin }) => {
      if (fragment === 'Broken') throw new Error('fragment broke');
      if (fragment !== 'ProductTeasers') return null;
      return { html: '<ul data-count="' + props.count + '">' + language + ' ' + origin + '</ul>' };
    };`,
  );
  return dir;
}

/**
 * A kept release of a remote: a build whose manifest names the release and its contract major, and whose first
 * screen says which release drew it.
 */
export function remoteRelease(releasesDir: string, version: string, options: { contractMajor?: number; releasedAt?: string } = {}) {
  const build = remoteBuild();
  const contractMajor = options.contractMajor ?? 1;
  writeFileSync(
    join(build, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { buildInfo: { buildVersion: version, commit: 'abc1234', contractMajor } },
      exposes: [{ name: 'app', assets: { css: { sync: ['app.1234abcd.css'] } } }],
    }),
  );
  writeFileSync(
    join(build, 'server', 'index.cjs'),
    `exports.renderFirstScreen = async ({ path, publicPath }) => ({ html: '<h1>${version} ' + path + ' ' + publicPath + '</h1>' });`,
  );
  mkdirSync(releasesDir, { recursive: true });
  // A copy next to the releases, so the rename into place stays on one file system.
  const staging = join(releasesDir, `.building-${version}`);
  renameSync(build, staging);
  packageRelease({
    build: staging,
    releasesDir,
    info: { name: 'mf-catalog', version, commit: 'abc1234', contractMajor, releasedAt: options.releasedAt ?? new Date().toISOString() },
    keep: 50,
  });
}

/**
 * The shell's build: a page template with one remote's container, the stylesheets of the chunks its server draws,
 * and a server module shaped as the real one: a composer that asks for the first screen (and the teasers fragment
 * on /en/teasers), passes on a move or a missing page, and names the origin and stylesheets it was given; the
 * sitemap's pages (the home page and each product) and the paths robots.txt disallows.
 */
export function shellBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'shell-build-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="app-mf-catalog"></div><script src="/main.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'main.js'), 'var main;');
  writeFileSync(join(dir, 'layout.0a1b2c3d4e.css'), '.header{}');
  writeFileSync(join(dir, 'not-found.5f6a7b8c9d.css'), '.page{}');
  mkdirSync(join(dir, 'server'));
  writeFileSync(
    join(dir, 'server', 'index.cjs'),
    `exports.composePage = async (template, request, fetchFirstScreen, fetchFragment) => {
      const remotes = ['mf-catalog', 'mf-cart-checkout'];
      const screen = await fetchFirstScreen('mf-catalog', request.path, 'en');
      if (screen && screen.redirect) return { html: '', firstScreen: false, remotes, status: 301, location: screen.redirect };
      if (screen && screen.status) return { html: '<h1>Page not found</h1>', firstScreen: true, remotes, status: screen.status };
      let html = screen ? screen.html : '';
      if (request.path === '/en/teasers') {
        const teasers = await fetchFragment('mf-catalog', 'ProductTeasers', { count: 2 }, 'en');
        html += teasers ? teasers.html + teasers.stylesheets.join(' ') : '<div>placeholder</div>';
      }
      const said = '<p id="said">' + request.origin + ' ' + JSON.stringify(request.stylesheets) + '</p>';
      return { html: template.replace('<div id="app-mf-catalog"></div>', '<div id="app-mf-catalog">' + html + '</div>' + said), firstScreen: Boolean(screen), remotes, status: 200 };
    };
    exports.CONTRACT_MAJOR = 1;
    exports.warmUp = async (fetchFirstScreen) => { await fetchFirstScreen('mf-catalog', '/en/shop', 'en'); };
    exports.disallowedPaths = ['/cart', '/pl/cart', '/en/cart', '/admin'];
    exports.sitemapPages = (entries) => {
      if (!entries || !Array.isArray(entries.products)) return null;
      return [
        { paths: { pl: '/pl', en: '/en' }, xDefault: '/' },
        ...entries.products.map((product) => ({
          paths: { pl: '/pl/product/' + product.slugs.pl, en: '/en/product/' + product.slugs.en },
          xDefault: '/product/' + product.slugs.en,
          lastModified: product.lastModified,
        })),
      ];
    };`,
  );
  return dir;
}

/** A logger whose JSON lines the test can read. */
export function capturedLogger(name = 'test') {
  const lines: Record<string, any>[] = [];
  let buffer = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      buffer += chunk.toString();
      let end;
      while ((end = buffer.indexOf('\n')) >= 0) {
        lines.push(JSON.parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 1);
      }
      done();
    },
  });
  return { logger: createLogger({ service: name, level: 'info', destination }), lines };
}

/**
 * A stand-in for the API that records what it was sent; `hold` keeps its answers back until released. It lists two
 * products, and answers `/sitemap-entries` with `sitemapEntries` (an error while `down`).
 */
export async function fakeApi() {
  const received: { path: string; requestId: string | undefined }[] = [];
  let held: (() => void)[] = [];
  let holding = false;
  const state: { down: boolean; sitemapEntries: unknown } = {
    down: false,
    // Whatever the API would answer, a broken answer too.
    sitemapEntries: {
      products: [
        { id: 1, slugs: { en: 'inercise-device-set', pl: 'zestaw-inercise' }, lastModified: '2026-11-20T10:00:00.000Z' },
        { id: 2, slugs: { en: 'grips & hooks', pl: 'uchwyty' }, lastModified: '2026-11-21T10:00:00.000Z' },
      ],
      articles: [],
    },
  };
  const server = createServer((req, res) => {
    received.push({ path: req.url ?? '', requestId: req.headers['x-request-id'] as string | undefined });
    const answer = () => {
      if (state.down) {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end('{"message":"unavailable"}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(req.url === '/sitemap-entries' ? state.sitemapEntries : [{ id: 1 }, { id: 2 }]));
    };
    if (holding) held.push(answer);
    else answer();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const answer of held) answer();
      held = [];
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

export async function serve(handle: Handler) {
  const server = await listen(handle, { port: 0, host: '127.0.0.1' });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * The value of one series in Prometheus text, whatever order its labels are written in; undefined when absent.
 */
export function metricValue(text: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.length === present.length && wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

/**
 * A JSON answer as a plain value the test reads freely.
 */
export const jsonOf = (response: Response): Promise<any> => response.json();

/**
 * A port nothing listens on right now, for a server started as its own process.
 */
export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createTcpServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * An S3-compatible server on a free port (s3rver, files in a temporary folder) with one empty bucket, and the
 * environment a web server names it by.
 */
export async function objectStore() {
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: mkdtempSync(join(tmpdir(), 'object-store-')),
    silent: true,
    configureBuckets: [{ name: 'releases', configs: [] }],
  });
  await server.run();
  const env: Record<string, string> = {
    RELEASES_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    RELEASES_S3_BUCKET: 'releases',
    RELEASES_S3_ACCESS_KEY_ID: 'S3RVER',
    RELEASES_S3_SECRET_ACCESS_KEY: 'S3RVER',
    RELEASES_S3_PREFIX: 'shop/',
  };
  return { env, close: () => server.close() };
}
