// The shell's server: composes every page, serves the shell's files (and older releases' hashed files),
// runtime-config.json, robots.txt and sitemap.xml, takes the browsers' telemetry, and sends the
// Content-Security-Policy that config allows. Health, readiness, metrics, request ids and logs are the operations
// layer's (@inercise/ops); each route lives in its module under shell/.
import { extname, normalize } from 'node:path';
import { metricsAccess } from '@inercise/ops/metrics-access';
import { opsHandler } from '@inercise/ops/node';
import { createOps } from '@inercise/ops/ops';
import { notFound } from './remoteServer.ts';
import { forwardRequestIds } from './requestContext.ts';
import { runtimeConfigFile } from './runtimeConfig.ts';
import { contentSecurityPolicy } from './shell/contentSecurityPolicy.ts';
import { crawlRoutes } from './shell/crawlRoutes.ts';
import { createFirstScreens, type FirstScreens } from './shell/firstScreens.ts';
import { shellFiles } from './shell/olderReleases.ts';
import { pageRoute } from './shell/pageRoute.ts';
import { createReleaseChoice, manifestsFrom, type ReleaseChoice } from './shell/releaseChoice.ts';
import { runtimeConfigRoutes } from './shell/runtimeConfigRoutes.ts';
import { loadShellBuild, type ShellBuild } from './shell/shellBuild.ts';
import { createShellMetrics, type ShellMetrics } from './shell/shellMetrics.ts';
import { telemetryRoutes } from './shell/telemetryRoutes.ts';
import { sendFile } from './staticFiles.ts';
import { transportSecurity } from './transportSecurity.ts';
import type { TrustProxy } from '@inercise/ops/client-address';
import type { RouteHandler } from '@inercise/ops/node';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

/** How long a page waits for its first screen before it is sent without (the application then draws the page). */
export const FIRST_SCREEN_TIMEOUT_MS = 1500;

export type ShellServerOptions = {
  /** the shell's build (dist/) */
  distDir: string;
  /** runtime-config.json, read again for every page */
  runtimeConfigPath: string;
  logger: Logger;
  firstScreenTimeoutMs?: number;
  /** the shell's kept releases: a page opened on an older one still finds its files */
  releasesDir?: string;
  /** the shop's public address (PUBLIC_URL); else each request's own */
  publicUrl?: string | null;
  /** field data reports one client may send a minute */
  fieldDataReportsPerMinute?: number;
  /** the proxies in front (TRUST_PROXY) */
  trustProxy?: TrustProxy;
  /** who may read /metrics (metricsAccess) and whether browsers are told to come over https only (HSTS); a local run: neither */
  security?: { metricsToken?: string | null; production?: boolean; hsts?: boolean };
};

type RuntimeConfigFile = ReturnType<typeof runtimeConfigFile>;

export function createShellServer(options: ShellServerOptions) {
  const root = normalize(options.distDir);
  const { logger } = options;
  const timeoutMs = options.firstScreenTimeoutMs ?? FIRST_SCREEN_TIMEOUT_MS;
  /** PUBLIC_URL's origin, once: the shop's address in every page's head, robots.txt and the sitemap. */
  const configuredOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  forwardRequestIds();
  const config = runtimeConfigFile(options.runtimeConfigPath, logger);
  const build = loadShellBuild(root, logger);
  const ops = createOps({ service: 'shell', logger, check: () => shellReadiness(config, build) });
  const metrics = createShellMetrics(ops.registry);
  const releaseChoice = createReleaseChoice({ contractMajor: build.contractMajor, timeoutMs, metrics, logger });
  const firstScreens = createFirstScreens({ metrics, logger });
  const shell = { build, config, releaseChoice, firstScreens, metrics, registry: ops.registry, configuredOrigin, timeoutMs, logger };
  const handle = opsHandler({
    ops,
    routes: shellRoutes(shell, options, root),
    authorizeMetrics: metricsAccess({ token: options.security?.metricsToken, production: options.security?.production ?? false }),
    headers: () => shellHeaders(config, options.security?.hsts ?? false),
  });
  let stopped = false;
  return {
    handle,
    ops,
    /** Readiness 503 from now on, and no more warming up. */
    markStopping() {
      stopped = true;
      ops.readiness.stop();
    },
    warmUp: createWarmUp(shell, () => stopped),
  };
}

/** Ready once the build is loaded and the runtime config read. */
function shellReadiness(config: RuntimeConfigFile, build: ShellBuild) {
  const current = config.read();
  const checks = {
    build: build.error ? `not loaded: ${build.error}` : 'ok',
    runtimeConfig: current ? 'ok' : config.problem() || 'not read',
  };
  return { ready: !build.error && current !== null, checks };
}

/** No Access-Control-Allow-Origin here: the shell's pages are nobody else's to read (staticFiles opens its files). */
function shellHeaders(config: RuntimeConfigFile, hsts: boolean): Record<string, string> {
  const current = config.read();
  const headers: Record<string, string> = { ...transportSecurity(hsts) };
  if (current) headers['Content-Security-Policy'] = contentSecurityPolicy(current);
  return headers;
}

type Shell = {
  build: ShellBuild;
  config: RuntimeConfigFile;
  releaseChoice: ReleaseChoice;
  firstScreens: FirstScreens;
  metrics: ShellMetrics;
  registry: Registry;
  configuredOrigin: string | null;
  timeoutMs: number;
  logger: Logger;
};

/** The shell's own routes: telemetry, the runtime config and release, robots.txt and the sitemap, files, pages. */
function shellRoutes(shell: Shell, options: ShellServerOptions, root: string): RouteHandler {
  const page = pageRoute(shell);
  const crawl = crawlRoutes(shell);
  const { runtimeConfig, release } = runtimeConfigRoutes(shell);
  const telemetry = telemetryRoutes({ ...shell, fieldDataReportsPerMinute: options.fieldDataReportsPerMinute, trustProxy: options.trustProxy });
  const fileOf = shellFiles(root, options.releasesDir ? normalize(options.releasesDir) : undefined);
  return async (req, res, context) => {
    const { url, common } = context;
    const reported = telemetry(req, url);
    if (reported) return reported(req, res, context);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, Allow: 'GET, HEAD' });
      res.end();
      return 'not-allowed';
    }
    if (url.pathname === '/runtime-config.json') return runtimeConfig(req, res, context);
    if (url.pathname === '/release.json') return release(req, res, context);
    if (url.pathname.startsWith('/server/')) return notFound(res, common);
    if (url.pathname === '/robots.txt') return crawl.robots(req, res, context);
    if (url.pathname === '/sitemap.xml') return crawl.sitemap(req, res, context);
    if (url.pathname === '/' || url.pathname === '/index.html') return page(req, res, context);
    const found = fileOf(url.pathname);
    if (found) {
      sendFile(found.root, found, req, res, common);
      return 'static';
    }
    // Every path without a file extension is a page of the shop (deep links); the rest is a missing file.
    return extname(url.pathname) === '' ? page(req, res, context) : notFound(res, common);
  };
}

/**
 * Once the API answers, every remote draws a first screen once, so the first shoppers do not meet cold code.
 * Gives up quietly after `attempts` tries (or once the server stops); never keeps the process alive.
 */
function createWarmUp(shell: Shell, stopped: () => boolean) {
  const { build, config, releaseChoice, firstScreens, configuredOrigin, timeoutMs } = shell;
  return async (attempts = 720) => {
    if (!build.composer?.warmUp) return;
    for (let attempt = 0; attempt < attempts && !stopped(); attempt += 1) {
      const apiUrl = config.read()?.apiUrl;
      const up = apiUrl
        ? await fetch(new URL('/health', apiUrl)).then(
            (response) => response.ok,
            () => false,
          )
        : false;
      const current = config.read();
      if (up && current) {
        const manifests = manifestsFrom(await releaseChoice.releasesFor(current, 'warm-up'));
        const origin = configuredOrigin ?? undefined;
        await build.composer.warmUp((remote: string, path: string, language: string) =>
          firstScreens.firstScreen(manifests[remote], remote, path, language, origin, AbortSignal.timeout(timeoutMs)),
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250).unref());
    }
  };
}
