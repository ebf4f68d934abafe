// The shell's server: composes every page (its language and the route owner's first screen), serves the shell's
// files and runtime-config.json, and sends the Content-Security-Policy that config allows.
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import client from 'prom-client';
import { loadServerModule } from './bundle.mjs';
import { createMetrics } from './metrics.mjs';
import { forwardRequestIds } from './requestContext.mjs';
import { notFound } from './remoteServer.mjs';
import { runtimeConfigFile } from './runtimeConfig.mjs';
import { createService } from './service.mjs';
import { contentTypes, fileAt, sendFile } from './staticFiles.mjs';

/** How long a page waits for its first screen before it is sent without (the application then draws the page). */
export const FIRST_SCREEN_TIMEOUT_MS = 1500;

/**
 * The Content-Security-Policy follows runtime-config.json: scripts, styles and fonts only from the shop's own
 * origin and the remotes it names, calls only to those and the API. No inline scripts, no eval.
 * @param {import('./runtimeConfig.mjs').RuntimeConfig} config
 */
export function contentSecurityPolicy(config) {
  const remotes = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const own = ["'self'", ...remotes].join(' ');
  const api = new URL(config.apiUrl).origin;
  return [
    "default-src 'self'",
    `script-src ${own}`,
    `style-src ${own}`,
    `img-src ${own} data: blob: ${api}`,
    `media-src ${own} ${api}`,
    `font-src ${own}`,
    `connect-src ${own} ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${api}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A page without a first screen is drawn by the applications, so the answer tells the browser at once what it
 * will fetch next: the manifest and entry of each remote the page starts with. A page with a first screen is
 * already on screen; its scripts come in their own order rather than competing with its stylesheet and image.
 * @param {import('./runtimeConfig.mjs').RuntimeConfig} config
 * @param {string[]} remotes
 */
export function preloadsFor(config, remotes) {
  return remotes
    .map((remote) => config.remotes[remote])
    .filter((manifest) => typeof manifest === 'string')
    .flatMap((manifest) => [
      `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${new URL('remoteEntry.js', manifest).href}>; rel=preload; as=script`,
    ])
    .join(', ');
}

/**
 * @param {object} options
 * @param {string} options.distDir            the shell's build (dist/)
 * @param {string} options.runtimeConfigPath  runtime-config.json, read again for every page
 * @param {import('pino').Logger} options.logger
 * @param {number} [options.firstScreenTimeoutMs]
 */
export function createShellServer(options) {
  const root = normalize(options.distDir);
  const timeoutMs = options.firstScreenTimeoutMs ?? FIRST_SCREEN_TIMEOUT_MS;
  const metrics = createMetrics('shell');
  const firstScreenDuration = new client.Histogram({
    name: 'first_screen_fetch_duration_seconds',
    help: "Time to get a route owner's first screen, by remote and outcome (drawn, none, timeout, error)",
    labelNames: ['remote', 'outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5],
    registers: [metrics.registry],
  });
  const firstScreenTimeouts = new client.Counter({
    name: 'first_screen_timeouts_total',
    help: 'Pages sent without their first screen because the remote did not answer in time',
    labelNames: ['remote'],
    registers: [metrics.registry],
  });
  forwardRequestIds();
  const config = runtimeConfigFile(options.runtimeConfigPath, options.logger);

  /** @type {{ template: string | null, composer: Record<string, any> | null, error: string | null }} */
  const loaded = { template: null, composer: null, error: null };
  try {
    loaded.template = readFileSync(join(root, 'index.html'), 'utf8');
    loaded.composer = loadServerModule(root);
  } catch (error) {
    loaded.error = error instanceof Error ? error.message : String(error);
    options.logger.error({ err: error }, 'the shell build could not be loaded');
  }

  /**
   * The route owner's first screen, asked for at the origin of its manifest like any remote deployed elsewhere.
   * @param {string} remote
   * @param {string} path
   * @param {string} language
   */
  const fetchFirstScreen = async (remote, path, language) => {
    const manifest = config.read()?.remotes[remote];
    if (!manifest) return null;
    const target = new URL('/first-screen', manifest);
    target.search = new URLSearchParams({ path, lang: language }).toString();
    const stop = firstScreenDuration.startTimer({ remote });
    try {
      const response = await fetch(target, { signal: AbortSignal.timeout(timeoutMs) });
      const screen = response.status === 200 ? await response.json() : null;
      stop({ outcome: screen ? 'drawn' : 'none' });
      return screen;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      stop({ outcome: timedOut ? 'timeout' : 'error' });
      if (timedOut) firstScreenTimeouts.inc({ remote });
      options.logger.warn({ remote, path, reason: error instanceof Error ? error.message : String(error) }, 'page sent without its first screen');
      return null;
    }
  };

  /** @type {import('./service.mjs').RouteHandler} */
  const page = async (req, res, { url, common }) => {
    const current = config.read();
    if (!current || !loaded.template) {
      res.writeHead(503, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      res.end('The shop is starting');
      return 'page';
    }
    /** @type {{ html: string, firstScreen: boolean, remotes: string[] }} */
    let composed = { html: loaded.template, firstScreen: false, remotes: [] };
    if (loaded.composer?.composePage) {
      try {
        composed = await loaded.composer.composePage(
          loaded.template,
          { path: `${url.pathname}${url.search}`, acceptLanguage: req.headers['accept-language'] },
          fetchFirstScreen,
        );
      } catch (error) {
        // The page as built still works: the applications draw it.
        options.logger.warn({ err: error, path: url.pathname }, 'page composition failed');
      }
    }
    const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzip ? gzipSync(composed.html) : Buffer.from(composed.html);
    const preloads = composed.firstScreen ? '' : preloadsFor(current, composed.remotes);
    res.writeHead(200, {
      ...common,
      ...(preloads ? { Link: preloads } : {}),
      'Content-Type': contentTypes['.html'],
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Accept-Language',
      'Content-Length': String(body.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return 'page';
  };

  const service = createService({
    logger: options.logger,
    metrics,
    headers: () => {
      const current = config.read();
      /** @type {Record<string, string>} */
      const headers = { 'Access-Control-Allow-Origin': '*' };
      if (current) headers['Content-Security-Policy'] = contentSecurityPolicy(current);
      return headers;
    },
    ready: () => {
      const current = config.read();
      const checks = {
        build: loaded.error ? `not loaded: ${loaded.error}` : 'ok',
        runtimeConfig: current ? 'ok' : config.problem() || 'not read',
      };
      return { ok: !loaded.error && current !== null, checks };
    },
    routes: async (req, res, context) => {
      const { url, common } = context;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...common, Allow: 'GET, HEAD' });
        res.end();
        return 'not-allowed';
      }
      if (url.pathname === '/runtime-config.json') {
        const current = config.read();
        if (!current) return notFound(res, common);
        res.writeHead(200, { ...common, 'Content-Type': contentTypes['.json'], 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify(current));
        return 'runtime-config';
      }
      if (url.pathname.startsWith('/server/')) return notFound(res, common);
      if (url.pathname === '/' || url.pathname === '/index.html') return page(req, res, context);
      const found = fileAt(root, url.pathname);
      if (found) {
        sendFile(root, found, req, res, common);
        return 'static';
      }
      // Every path without a file extension is a page of the shop (deep links); the rest is a missing file.
      return extname(url.pathname) === '' ? page(req, res, context) : notFound(res, common);
    },
  });

  /**
   * Once the API answers, every remote draws a first screen once, so the first shoppers do not meet cold code.
   * Gives up quietly after `attempts` tries; never keeps the process alive.
   */
  const warmUp = async (attempts = 720) => {
    if (!loaded.composer?.warmUp) return;
    for (let attempt = 0; attempt < attempts && !stopped; attempt += 1) {
      const apiUrl = config.read()?.apiUrl;
      const up = apiUrl ? await fetch(new URL('/health', apiUrl)).then((response) => response.ok, () => false) : false;
      if (up) {
        await loaded.composer.warmUp(fetchFirstScreen);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250).unref());
    }
  };
  let stopped = false;

  return {
    handle: service.handle,
    markStopping() {
      stopped = true;
      service.markStopping();
    },
    warmUp,
    metrics,
  };
}
