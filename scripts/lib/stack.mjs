// Starts the whole shop: the API and every bundle on its own port, as `npm start` and the e2e tests need it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiEntry, bundles, hasApi, repoRoot } from './packages.mjs';
import { startStaticServer } from './staticServer.mjs';

/**
 * @param {object} options
 * @param {number} [options.basePort]  shell on basePort, remotes on basePort+1..4
 * @param {number} [options.apiPort]
 * @param {string} [options.dataDir]   the API's data directory (database, mail outbox)
 * @param {Record<string,string>} [options.apiEnv]
 * @param {number} [options.controlPort] a loopback endpoint the e2e tests use to take remotes down or slow them
 */
/** How long the shell's server waits for a remote's first screen before sending the page without it. */
const FIRST_SCREEN_TIMEOUT_MS = 1500;

export async function startStack(options = {}) {
  const basePort = options.basePort ?? 3000;
  const apiPort = options.apiPort ?? 8443;
  const host = 'localhost';
  const ports = Object.fromEntries(bundles.map((b, i) => [b.name, basePort + i]));
  const origin = (name) => `http://${host}:${ports[name]}`;
  const apiUrl = `http://${host}:${apiPort}`;
  const runtimeConfig = {
    apiUrl,
    remotes: Object.fromEntries(bundles.filter((b) => b.name !== 'shell').map((b) => [b.name, `${origin(b.name)}/mf-manifest.json`])),
  };
  // Fault injection for the e2e suite: remotes taken down, slowed, or pointed elsewhere in runtime-config.json.
  const faults = { down: new Set(), slowMs: {}, remoteOverrides: {} };
  const shellConfig = () => ({ ...runtimeConfig, remotes: { ...runtimeConfig.remotes, ...faults.remoteOverrides } });
  const storefrontOrigins = bundles.flatMap((b) => [origin(b.name), `http://127.0.0.1:${ports[b.name]}`]);
  /**
   * The Content-Security-Policy follows runtime-config.json: scripts, styles and fonts only from the shop's own
   * origins and the remotes it names, calls only to those and the API. No inline scripts, no eval.
   */
  const cspFor = (config) => {
    const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
    const own = [...new Set([...storefrontOrigins, ...remoteOrigins])].join(' ');
    return [
      "default-src 'self'",
      `script-src 'self' ${own}`,
      `style-src 'self' ${own}`,
      `img-src 'self' data: blob: ${config.apiUrl} ${own}`,
      `media-src 'self' ${config.apiUrl} ${own}`,
      `font-src 'self' ${own}`,
      `connect-src 'self' ${config.apiUrl} ${own}`,
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self' ${config.apiUrl}`,
      "frame-ancestors 'none'",
    ].join('; ');
  };

  /**
   * A page without a first screen is drawn by the applications, so the shell's page tells the browser at once what
   * it will fetch next: the manifest and entry of each remote the page starts with (the route's owner and the
   * header's cart icon; the account remote, for instance, only on its own routes). A page with a first screen is
   * already on screen; its scripts come in their own order rather than competing with the first screen's
   * stylesheet and image for the connection.
   */
  const preloadsFor = (config, remotes) =>
    remotes
      .map((remote) => config.remotes[remote])
      .filter(Boolean)
      .flatMap((manifest) => [
        `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
        `<${new URL('remoteEntry.js', manifest).href}>; rel=preload; as=script`,
      ])
      .join(', ');

  /** A bundle's server module (dist/server/index.cjs), loaded once per server start; null when it has none. */
  const serverModule = (bundle) => {
    const file = join(bundle.dist, 'server', 'index.cjs');
    return existsSync(file) ? createRequire(import.meta.url)(file) : null;
  };
  /**
   * A remote answers /first-screen?path=…&lang=… with its first screen for that route, if it has one, and the
   * stylesheets of its application (from its manifest) that the markup needs.
   */
  const firstScreenOf = (bundle) => {
    const server = serverModule(bundle);
    if (!server?.renderFirstScreen) return undefined;
    const manifest = JSON.parse(readFileSync(join(bundle.dist, 'mf-manifest.json'), 'utf8'));
    const app = manifest.exposes.find((expose) => expose.name === 'app');
    const publicPath = `${origin(bundle.name)}/`;
    const stylesheets = (app?.assets.css.sync ?? []).map((file) => new URL(file, publicPath).href);
    return async (url) => {
      const path = url.searchParams.get('path');
      const language = url.searchParams.get('lang');
      if (!path?.startsWith('/') || (language !== 'pl' && language !== 'en')) return null;
      const screen = await server.renderFirstScreen({ path, language, publicPath, apiUrl });
      return screen ? { html: screen.html, stylesheets } : null;
    };
  };
  /**
   * The shell composes each page: its language, and the first screen of the route's owner, asked for over HTTP
   * like any remote deployed elsewhere (a remote that is slow or down leaves its container to the browser).
   */
  const composerOf = (bundle) => {
    const server = serverModule(bundle);
    if (!server?.composePage) return undefined;
    const template = readFileSync(join(bundle.dist, 'index.html'), 'utf8');
    const fetchFirstScreen = async (remote, path, language) => {
      const manifest = shellConfig().remotes[remote];
      if (!manifest) return null;
      const target = new URL('/first-screen', manifest);
      target.search = new URLSearchParams({ path, lang: language }).toString();
      const response = await fetch(target, { signal: AbortSignal.timeout(FIRST_SCREEN_TIMEOUT_MS) });
      return response.status === 200 ? response.json() : null;
    };
    // Once the API answers, every remote renders a first screen once, so the first shoppers do not meet cold code.
    // The wait never keeps the process alive (unref'd timers) and ends with the stack.
    const warmUp = async () => {
      for (let attempt = 0; attempt < 720 && !stopped; attempt += 1) {
        const up = await fetch(`${apiUrl}/health`).then((response) => response.ok, () => false);
        if (up) return server.warmUp?.(fetchFirstScreen);
        await new Promise((resolve) => setTimeout(resolve, 250).unref());
      }
      return undefined;
    };
    if (hasApi()) void warmUp().catch(() => undefined);
    return async (url, req) => {
      const page = await server.composePage(
        template,
        { path: `${url.pathname}${url.search}`, acceptLanguage: req.headers['accept-language'] },
        fetchFirstScreen,
      );
      return { html: page.html, headers: page.firstScreen ? {} : { Link: preloadsFor(shellConfig(), page.remotes) } };
    };
  };

  let stopped = false;
  const servers = [];
  for (const bundle of bundles) {
    const standaloneConfig = bundle.name === 'shell' ? shellConfig : { apiUrl, remotes: {} };
    servers.push(
      await startStaticServer({
        root: bundle.dist,
        port: ports[bundle.name],
        spa: true,
        runtimeConfig: standaloneConfig,
        headers: (req) => ({
          'Content-Security-Policy': cspFor(shellConfig()),
        }),
        delayMs: (pathname) => (pathname.endsWith('mf-manifest.json') ? faults.slowMs[bundle.name] ?? 0 : 0),
        isDown: () => faults.down.has(bundle.name),
        page: bundle.name === 'shell' ? composerOf(bundle) : undefined,
        firstScreen: bundle.name === 'shell' ? undefined : firstScreenOf(bundle),
      }),
    );
  }

  const dataDir = options.dataDir ?? join(repoRoot, 'api', 'var');
  const apiProcess = { current: null };
  const startApi = () => {
    mkdirSync(dataDir, { recursive: true });
    apiProcess.current = spawn(process.execPath, ['--import', 'tsx', apiEntry], {
      cwd: join(repoRoot, 'api'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        SHOP_URL: origin('shell'),
        PUBLIC_API_URL: apiUrl,
        CORS_ORIGINS: storefrontOrigins.join(','),
        ...options.apiEnv,
      },
    });
  };
  const stopApi = async () => {
    const api = apiProcess.current;
    if (!api || api.exitCode !== null || api.signalCode !== null) return;
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    // A graceful stop gets five seconds; then it is killed (committed rows survive SIGKILL).
    const timer = setTimeout(() => api.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  if (hasApi()) startApi();
  // Never leave an API behind holding its port, whatever ends this process.
  process.once('exit', () => apiProcess.current?.kill('SIGKILL'));

  let control = null;
  if (options.controlPort) {
    control = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const request = body ? JSON.parse(body) : {};
      faults.down = new Set(request.down ?? []);
      faults.slowMs = request.slowMs ?? {};
      faults.remoteOverrides = request.remoteOverrides ?? {};
      // The API taken down and brought back on the same data directory (fault tests: an API outage).
      if (request.api === 'stop') await stopApi();
      if (request.api === 'start' && (!apiProcess.current || apiProcess.current.exitCode !== null || apiProcess.current.signalCode !== null)) {
        startApi();
        await waitForApi(apiUrl, 60000);
      }
      res.writeHead(204);
      res.end();
    });
    await new Promise((resolve) => control.listen(options.controlPort, '127.0.0.1', resolve));
    servers.push(control);
  }

  const stop = async () => {
    stopped = true;
    await Promise.all(
      servers.map((server) => {
        server.closeAllConnections?.();
        return new Promise((resolve) => server.close(() => resolve()));
      }),
    );
    await stopApi();
  };
  return { ports, origin, apiUrl, runtimeConfig, servers, get api() { return apiProcess.current; }, stop };
}

/** Resolves when the API answers /health (or rejects after the timeout). */
export async function waitForApi(apiUrl, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${apiUrl}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API at ${apiUrl} did not start within ${timeoutMs} ms`);
}
