// A remote's server: its built files for every page that loads the remote, its standalone QA page, and the first
// screens of its routes drawn by its server module.
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { appStylesheets, exposeStylesheets, loadServerModule, type ServerModule } from './bundle.ts';
import { firstScreenAnswer, fragmentQuery, originOf } from './firstScreenAnswer.ts';
import { listReleases, releaseDir } from './releases.ts';
import { createOps } from '@inercise/ops/ops';
import { metricsAccess } from '@inercise/ops/metrics-access';
import { json, opsHandler } from '@inercise/ops/node';
import { forwardRequestIds } from './requestContext.ts';
import { fileAt, sendFile } from './staticFiles.ts';
import { transportSecurity } from './transportSecurity.ts';
import type { RouteHandler } from '@inercise/ops/node';
import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export type RemoteServerOptions = {
  /** the remote's build (dist/) */
  distDir: string;
  /** where browsers load the remote's files from (its first screen's stylesheets) */
  publicUrl: string;
  /** the API its first screens and its standalone page read from */
  apiUrl: string;
  logger: Logger;
  /** the service's name in its metrics (the remote's package name) */
  name?: string;
  /** the remote's kept releases, each served under /releases/<version>/ */
  releasesDir?: string;
  /** brings a kept release not in releasesDir yet (object storage's local copy), its folder or null */
  fetchRelease?: (version: string) => Promise<string | null>;
  /** who may read /metrics (metricsAccess) and whether browsers are told to come over https only (HSTS); a local run: neither */
  security?: { metricsToken?: string | null; production?: boolean; hsts?: boolean };
};

type RouteContext = { url: URL; common: Record<string, string> };
type FirstScreenRoute = (res: ServerResponse, context: RouteContext, renderer: Renderer) => Promise<string>;

export function createRemoteServer(options: RemoteServerOptions) {
  const root = normalize(options.distDir);
  const publicPath = options.publicUrl.endsWith('/') ? options.publicUrl : `${options.publicUrl}/`;
  forwardRequestIds();
  const releasesDir = options.releasesDir ? normalize(options.releasesDir) : null;
  const renderers = createRenderers(root, publicPath, releasesDir, options.logger);
  const firstScreen = createFirstScreenRoute(options, publicPath, renderers.fragmentStylesheets);
  const release = createReleaseRoute(releasesDir, options.fetchRelease, renderers.rendererOf, firstScreen);
  const ops = createOps({ service: options.name ?? 'remote', logger: options.logger, check: () => remoteReadiness(root, renderers.loaded, releasesDir) });
  const policy = standalonePolicy(options.apiUrl);
  const handle = opsHandler({
    ops,
    authorizeMetrics: metricsAccess({ token: options.security?.metricsToken, production: options.security?.production ?? false }),
    // Access-Control-Allow-Origin only on the files the shell loads across origins (staticFiles), never on pages.
    headers: () => ({ ...transportSecurity(options.security?.hsts ?? false), 'Content-Security-Policy': policy }),
    routes: remoteRoutes({ root, releasesDir, apiUrl: options.apiUrl, loaded: renderers.loaded, firstScreen, release }),
  });
  return { handle, ops };
}

/** The standalone page runs the remote alone: its own files and the API, nothing inline, nothing evaluated. */
function standalonePolicy(apiUrl: string): string {
  const apiOrigin = new URL(apiUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    `media-src 'self' ${apiOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${apiOrigin}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The build's first-screen renderer (loaded at once), each kept release's (loaded the first time one of its first
 * screens is asked for), and the stylesheets of their fragments.
 */
function createRenderers(root: string, publicPath: string, releasesDir: string | null, logger: Logger) {
  /**
   * A build's first-screen renderer and the stylesheets its screens need, loaded once per build.
   * @param base where browsers load that build's files from (ends with '/')
   */
  const loadRenderer = (dir: string, base: string): Renderer => {
    const renderer: Renderer = { module: null, stylesheets: [], fragmentStylesheets: new Map(), dir, error: null, publicPath: base };
    try {
      renderer.module = loadServerModule(dir);
      // Without its manifest the build is not ready anyway (see the readiness check); its first screens then go
      // without stylesheets rather than not at all.
      if (renderer.module?.renderFirstScreen && existsSync(join(dir, 'mf-manifest.json'))) renderer.stylesheets = appStylesheets(dir, base);
    } catch (error) {
      renderer.error = error instanceof Error ? error.message : String(error);
      logger.error({ err: error, dir }, 'the first-screen renderer could not be loaded');
    }
    return renderer;
  };
  const loaded = loadRenderer(root, publicPath);
  /**
   * The stylesheets of one fragment (its exposed module's, from the manifest), read once per fragment and build.
   * Asked only for a fragment the renderer drew, so the names kept are the build's own, never what a request made up.
   */
  const fragmentStylesheets = (renderer: Renderer, fragment: string) => {
    if (!renderer.fragmentStylesheets.has(fragment)) {
      let stylesheets: string[] = [];
      try {
        stylesheets = existsSync(join(renderer.dir, 'mf-manifest.json')) ? exposeStylesheets(renderer.dir, renderer.publicPath, fragment) : [];
      } catch (error) {
        logger.warn({ err: error, fragment }, "the fragment's stylesheets could not be read");
      }
      renderer.fragmentStylesheets.set(fragment, stylesheets);
    }
    return renderer.fragmentStylesheets.get(fragment) ?? [];
  };
  const releaseRenderers = new Map<string, Renderer>();
  const rendererOf = (version: string): Renderer | null => {
    if (!releasesDir) return null;
    const dir = releaseDir(releasesDir, version);
    if (!dir) return null;
    if (!releaseRenderers.has(version)) releaseRenderers.set(version, loadRenderer(dir, `${publicPath}releases/${encodeURIComponent(version)}/`));
    return releaseRenderers.get(version) ?? null;
  };
  return { loaded, fragmentStylesheets, rendererOf };
}

/** `/first-screen`: a route's first screen, or one of this remote's fragments, drawn by a build's renderer (204: none). */
function createFirstScreenRoute(
  options: RemoteServerOptions,
  publicPath: string,
  fragmentStylesheets: (renderer: Renderer, fragment: string) => string[],
): FirstScreenRoute {
  // A request that names no shop (the remote's own QA page, a check by hand): the shop is where this remote is served.
  const ownOrigin = new URL(publicPath).origin;
  return async (res, { url, common }, renderer) => {
    const path = url.searchParams.get('path');
    const language = url.searchParams.get('lang');
    const origin = originOf(url.searchParams.get('origin'), ownOrigin);
    const known = language === 'pl' || language === 'en';
    // What every renderer is told: the page's language, where this remote's files and the API are, the shop's origin.
    const request = { language, publicPath: renderer.publicPath, apiUrl: options.apiUrl, origin };
    let screen = null;
    const isFragment = url.searchParams.has('fragment');
    if (isFragment) {
      // One of this remote's fragments, for a place another team's first screen left for it.
      const asked = fragmentQuery(url.searchParams);
      const render = renderer.module?.renderFragment;
      if (render && asked && known) {
        try {
          const drawn = await render({ ...request, fragment: asked.fragment, props: asked.props });
          const answer = firstScreenAnswer(drawn, []);
          if (answer && answer.html !== '') screen = { html: answer.html, stylesheets: fragmentStylesheets(renderer, asked.fragment) };
        } catch (error) {
          options.logger.warn({ err: error, fragment: asked.fragment, language }, 'fragment failed');
        }
      }
    } else {
      const render = renderer.module?.renderFirstScreen;
      if (render && path?.startsWith('/') && known) {
        try {
          screen = firstScreenAnswer(await render({ ...request, path }), renderer.stylesheets);
        } catch (error) {
          options.logger.warn({ err: error, path, language }, 'first screen failed');
        }
      }
    }
    if (screen) json(res, 200, screen, { ...common, 'Cache-Control': 'no-cache' });
    else {
      res.writeHead(204, common);
      res.end();
    }
    return isFragment ? 'fragment' : 'first-screen';
  };
}

/** `/releases/<version>/<file>`: a kept release's files, which never change, and its first screens. */
function createReleaseRoute(
  releasesDir: string | null,
  fetchRelease: RemoteServerOptions['fetchRelease'],
  rendererOf: (version: string) => Renderer | null,
  firstScreen: FirstScreenRoute,
): RouteHandler {
  return async (req, res, context) => {
    const { url, common } = context;
    const [, , segment = '', ...rest] = url.pathname.split('/');
    let version = '';
    try {
      version = decodeURIComponent(segment);
    } catch {
      return notFound(res, common);
    }
    let dir = releasesDir ? releaseDir(releasesDir, version) : null;
    if (!dir && fetchRelease) dir = await fetchRelease(version);
    const file = `/${rest.join('/')}`;
    if (!dir || file.startsWith('/server/')) return notFound(res, common);
    if (file === '/first-screen') {
      const renderer = rendererOf(version);
      return renderer ? firstScreen(res, context, renderer) : notFound(res, common);
    }
    const found = fileAt(dir, file);
    if (!found) return notFound(res, common);
    sendFile(dir, found, req, res, common, 'public, max-age=31536000, immutable');
    return 'release-static';
  };
}

/** Ready when the build's manifest is there and its renderer (if any) loaded; the kept releases are counted. */
function remoteReadiness(root: string, loaded: Renderer, releasesDir: string | null) {
  const checks: Record<string, string> = {
    bundle: existsSync(join(root, 'mf-manifest.json')) ? 'ok' : 'mf-manifest.json missing',
    renderer: loaded.error ? `not loaded: ${loaded.error}` : loaded.module ? 'ok' : 'none',
  };
  if (releasesDir) checks.releases = String(listReleases(releasesDir).length);
  return { ready: checks.bundle === 'ok' && !loaded.error, checks };
}

/** The remote's own routes: preflight, first screens, releases, the standalone page's config, its built files. */
function remoteRoutes(parts: {
  root: string;
  releasesDir: string | null;
  apiUrl: string;
  loaded: Renderer;
  firstScreen: FirstScreenRoute;
  release: RouteHandler;
}): RouteHandler {
  const { root, releasesDir, loaded, firstScreen, release } = parts;
  const standaloneConfig = JSON.stringify({ apiUrl: parts.apiUrl, remotes: {} });
  return async (req, res, context) => {
    const { url, common } = context;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...common,
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
      return 'preflight';
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, Allow: 'GET, HEAD, OPTIONS' });
      res.end();
      return 'not-allowed';
    }
    if (url.pathname === '/first-screen') return firstScreen(res, context, loaded);
    if (url.pathname === '/releases.json') {
      json(res, 200, { releases: releasesDir ? listReleases(releasesDir) : [] }, common);
      return 'releases';
    }
    if (url.pathname.startsWith('/releases/')) return release(req, res, context);
    if (url.pathname === '/runtime-config.json') {
      res.writeHead(200, { ...common, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(standaloneConfig);
      return 'runtime-config';
    }
    // The server module is for this process only.
    if (url.pathname.startsWith('/server/')) return notFound(res, common);
    let found = fileAt(root, url.pathname === '/' ? '/index.html' : url.pathname);
    // Deep links of the standalone page get its index.html.
    if (!found && extname(url.pathname) === '') found = fileAt(root, '/index.html');
    if (!found) return notFound(res, common);
    sendFile(root, found, req, res, common);
    return found.full.endsWith('index.html') ? 'page' : 'static';
  };
}

type Renderer = {
  module: ServerModule | null;
  stylesheets: string[];
  fragmentStylesheets: Map<string, string[]>;
  dir: string;
  error: string | null;
  publicPath: string;
};

export function notFound(res: ServerResponse, common: Record<string, string>) {
  res.writeHead(404, { ...common, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
  return 'not-found';
}
