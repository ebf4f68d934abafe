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
import { createFirstScreens } from './shell/firstScreens.ts';
import { shellFiles } from './shell/olderReleases.ts';
import { pageRoute } from './shell/pageRoute.ts';
import { createReleaseChoice, manifestsFrom } from './shell/releaseChoice.ts';
import { runtimeConfigRoutes } from './shell/runtimeConfigRoutes.ts';
import { loadShellBuild } from './shell/shellBuild.ts';
import { createShellMetrics } from './shell/shellMetrics.ts';
import { telemetryRoutes } from './shell/telemetryRoutes.ts';
import { sendFile } from './staticFiles.ts';
import { transportSecurity } from './transportSecurity.ts';
import type { TrustProxy } from '@inercise/ops/client-address';
import type { RouteHandler } from '@inercise/ops/node';
import type { Logger } from 'pino';

/** How long a page waits for its first screen before it is sent without (the application then draws the page). */
export const FIRST_SCREEN_TIMEOUT_MS = 1500;

/**
 * @param options.distDir            the shell's build (dist/)
 * @param options.runtimeConfigPath  runtime-config.json, read again for every page
 * @param options.releasesDir the shell's kept releases: a page opened on an older one still finds its files
 * @param options.publicUrl the shop's public address (PUBLIC_URL); else each request's own
 * @param options.fieldDataReportsPerMinute field data reports one client may send a minute
 * @param options.trustProxy the proxies in front (TRUST_PROXY)
 * @param options.security who may read
 *   /metrics (metricsAccess) and whether browsers are told to come over https only (HSTS); a local run: neither
 */
export function createShellServer(options: {
  distDir: string;
  runtimeConfigPath: string;
  logger: Logger;
  firstScreenTimeoutMs?: number;
  releasesDir?: string;
  publicUrl?: string | null;
  fieldDataReportsPerMinute?: number;
  trustProxy?: TrustProxy;
  security?: { metricsToken?: string | null; production?: boolean; hsts?: boolean };
}) {
  const root = normalize(options.distDir);
  const { logger } = options;
  const timeoutMs = options.firstScreenTimeoutMs ?? FIRST_SCREEN_TIMEOUT_MS;
  /** PUBLIC_URL's origin, once: the shop's address in every page's head, robots.txt and the sitemap. */
  const configuredOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  forwardRequestIds();
  const config = runtimeConfigFile(options.runtimeConfigPath, logger);
  const build = loadShellBuild(root, logger);
  const ops = createOps({
    service: 'shell',
    logger,
    check: () => {
      const current = config.read();
      const checks = {
        build: build.error ? `not loaded: ${build.error}` : 'ok',
        runtimeConfig: current ? 'ok' : config.problem() || 'not read',
      };
      return { ready: !build.error && current !== null, checks };
    },
  });
  const metrics = createShellMetrics(ops.registry);
  const releaseChoice = createReleaseChoice({ contractMajor: build.contractMajor, timeoutMs, metrics, logger });
  const firstScreens = createFirstScreens({ metrics, logger });
  const shell = { build, config, releaseChoice, firstScreens, metrics, registry: ops.registry, configuredOrigin, timeoutMs, logger };
  const page = pageRoute(shell);
  const crawl = crawlRoutes(shell);
  const { runtimeConfig, release } = runtimeConfigRoutes(shell);
  const telemetry = telemetryRoutes({ ...shell, fieldDataReportsPerMinute: options.fieldDataReportsPerMinute, trustProxy: options.trustProxy });
  const fileOf = shellFiles(root, options.releasesDir ? normalize(options.releasesDir) : undefined);

  const routes: RouteHandler = async (req, res, context) => {
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

  const handle = opsHandler({
    ops,
    routes,
    authorizeMetrics: metricsAccess({ token: options.security?.metricsToken, production: options.security?.production ?? false }),
    headers: () => {
      const current = config.read();
      // No Access-Control-Allow-Origin here: the shell's pages are nobody else's to read (staticFiles opens its files).
      const headers: Record<string, string> = { ...transportSecurity(options.security?.hsts ?? false) };
      if (current) headers['Content-Security-Policy'] = contentSecurityPolicy(current);
      return headers;
    },
  });

  let stopped = false;
  /**
   * Once the API answers, every remote draws a first screen once, so the first shoppers do not meet cold code.
   * Gives up quietly after `attempts` tries; never keeps the process alive.
   */
  const warmUp = async (attempts = 720) => {
    if (!build.composer?.warmUp) return;
    for (let attempt = 0; attempt < attempts && !stopped; attempt += 1) {
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

  return {
    handle,
    ops,
    /** Readiness 503 from now on, and no more warming up. */
    markStopping() {
      stopped = true;
      ops.readiness.stop();
    },
    warmUp,
  };
}
