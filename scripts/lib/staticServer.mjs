// A small static file server for the built bundles: what a CDN in front of each bundle would do.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose name carries a content hash never change: cache them for a year. */
const hashed = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Files that name the current build: always revalidate, so a redeploy is seen at once. */
const uncached = new Set(['mf-manifest.json', 'runtime-config.json', 'remoteEntry.js', 'index.html', 'mf-stats.json']);

function fileAt(root, pathname) {
  const decoded = decodeURIComponent(pathname);
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const stats = statSync(full);
    return stats.isFile() ? { full, stats } : null;
  } catch {
    return null;
  }
}

/**
 * @param {object} options
 * @param {string} options.root            directory to serve
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa]          unknown paths without an extension get index.html (deep links)
 * @param {object | (() => object)} [options.runtimeConfig] answered at /runtime-config.json instead of the built file
 * @param {(req: import('node:http').IncomingMessage) => Record<string,string>} [options.headers] extra headers per request
 * @param {(pathname: string) => number} [options.delayMs] artificial delay (fault tests: a slow remote)
 * @param {() => boolean} [options.isDown] when true, connections are dropped (fault tests: an unreachable remote)
 * @param {(url: URL, req: import('node:http').IncomingMessage) => Promise<{html: string, headers?: Record<string,string>}>} [options.page]
 *        composes the HTML of a page request (the shell: language, first screen, preloads); if it fails, index.html
 *        is served as built
 * @param {(url: URL) => Promise<object | null>} [options.firstScreen] answers /first-screen (a remote's first screens)
 */
export function startStaticServer(options) {
  const root = normalize(options.root);
  const server = createServer(async (req, res) => {
    if (options.isDown?.()) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const common = {
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...(options.headers ? options.headers(req) : {}),
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...common, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, common);
      res.end();
      return;
    }
    const delay = options.delayMs ? options.delayMs(url.pathname) : 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const runtimeConfig = typeof options.runtimeConfig === 'function' ? options.runtimeConfig() : options.runtimeConfig;

    if (url.pathname === '/runtime-config.json' && runtimeConfig) {
      res.writeHead(200, { ...common, 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(runtimeConfig));
      return;
    }
    // The bundle's server module is for the server only.
    if (url.pathname.startsWith('/server/')) {
      res.writeHead(404, { ...common, 'Content-Type': types['.txt'] });
      res.end('Not found');
      return;
    }
    if (url.pathname === '/first-screen' && options.firstScreen) {
      const screen = await options.firstScreen(url).catch((error) => {
        console.warn('first screen of', url.search, 'failed:', error);
        return null;
      });
      res.writeHead(screen ? 200 : 204, { ...common, 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' });
      res.end(screen ? JSON.stringify(screen) : undefined);
      return;
    }
    let found = fileAt(root, url.pathname === '/' ? '/index.html' : url.pathname);
    if (!found && options.spa && extname(url.pathname) === '') found = fileAt(root, '/index.html');
    if (found && options.page && found.full === join(root, 'index.html')) {
      const page = await options.page(url, req).catch((error) => {
        console.warn('page composition of', url.pathname, 'failed:', error);
        return null;
      });
      if (page !== null) {
        const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
        const body = gzip ? gzipSync(page.html) : Buffer.from(page.html);
        res.writeHead(200, {
          ...common,
          ...page.headers,
          'Content-Type': types['.html'],
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding, Accept-Language',
          'Content-Length': String(body.length),
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    if (!found) {
      res.writeHead(404, { ...common, 'Content-Type': types['.txt'] });
      res.end('Not found');
      return;
    }
    const name = found.full.split(sep).pop();
    const headers = {
      ...common,
      'Content-Type': types[extname(found.full)] ?? 'application/octet-stream',
      'Cache-Control': uncached.has(name) ? 'no-cache' : hashed.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
    };
    // Precompressed siblings (.br, .gz) written at build time are served when the browser takes them.
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let file = found.full;
    let size = found.stats.size;
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (!accepts.includes(encoding)) continue;
      const compressed = fileAt(root, url.pathname === '/' ? `/index.html${suffix}` : `${found.full.slice(root.length)}${suffix}`);
      if (compressed) {
        file = compressed.full;
        size = compressed.stats.size;
        headers['Content-Encoding'] = encoding;
        break;
      }
    }
    headers['Content-Length'] = String(size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
