// A remote's server: its built files for every page that loads the remote, its standalone QA page, and the first
// screens of its routes drawn by its server module.
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { appStylesheets, exposeStylesheets, loadServerModule } from './bundle.mjs';
import { firstScreenAnswer, fragmentQuery, originOf } from './firstScreenAnswer.mjs';
import { listReleases, releaseDir } from './releases.mjs';
import { createOps } from '@inercise/ops/ops';
import { metricsAccess } from '@inercise/ops/metrics-access';
import { json, opsHandler } from '@inercise/ops/node';
import { forwardRequestIds } from './requestContext.mjs';
import { fileAt, sendFile } from './staticFiles.mjs';
import { transportSecurity } from './transportSecurity.mjs';

/**
 * @param {object} options
 * @param {string} options.distDir    the remote's build (dist/)
 * @param {string} options.publicUrl  where browsers load the remote's files from (its first screen's stylesheets)
 * @param {string} options.apiUrl     the API its first screens and its standalone page read from
 * @param {import('pino').Logger} options.logger
 * @param {string} [options.name]     the service's name in its metrics (the remote's package name)
 * @param {string} [options.releasesDir] the remote's kept releases, each served under /releases/<version>/
 * @param {(version: string) => Promise<string | null>} [options.fetchRelease] brings a kept release not in releasesDir
 *   yet (object storage's local copy), its folder or null
 * @param {{ metricsToken?: string | null, production?: boolean, hsts?: boolean }} [options.security] who may read
 *   /metrics (metricsAccess) and whether browsers are told to come over https only (HSTS); a local run: neither
 */
export function createRemoteServer(options) {
  const root = normalize(options.distDir);
  const publicPath = options.publicUrl.endsWith('/') ? options.publicUrl : `${options.publicUrl}/`;
  forwardRequestIds();

  const releasesDir = options.releasesDir ? normalize(options.releasesDir) : null;

  /**
   * A build's first-screen renderer and the stylesheets its screens need, loaded once per build.
   * @param {string} dir
   * @param {string} base where browsers load that build's files from (ends with '/')
   * @returns {Renderer}
   */
  const loadRenderer = (dir, base) => {
    /** @type {Renderer} */
    const renderer = { module: null, stylesheets: [], fragmentStylesheets: new Map(), dir, error: null, publicPath: base };
    try {
      renderer.module = loadServerModule(dir);
      // Without its manifest the build is not ready anyway (see the readiness check); its first screens then go
      // without stylesheets rather than not at all.
      if (renderer.module?.renderFirstScreen && existsSync(join(dir, 'mf-manifest.json'))) renderer.stylesheets = appStylesheets(dir, base);
    } catch (error) {
      renderer.error = error instanceof Error ? error.message : String(error);
      options.logger.error({ err: error, dir }, 'the first-screen renderer could not be loaded');
    }
    return renderer;
  };
  const loaded = loadRenderer(root, publicPath);
  /**
   * The stylesheets of one fragment (its exposed module's, from the manifest), read once per fragment and build.
   * Asked only for a fragment the renderer drew, so the names kept are the build's own, never what a request made up.
   * @param {Renderer} renderer
   * @param {string} fragment
   */
  const fragmentStylesheets = (renderer, fragment) => {
    if (!renderer.fragmentStylesheets.has(fragment)) {
      /** @type {string[]} */
      let stylesheets = [];
      try {
        stylesheets = existsSync(join(renderer.dir, 'mf-manifest.json')) ? exposeStylesheets(renderer.dir, renderer.publicPath, fragment) : [];
      } catch (error) {
        options.logger.warn({ err: error, fragment }, "the fragment's stylesheets could not be read");
      }
      renderer.fragmentStylesheets.set(fragment, stylesheets);
    }
    return renderer.fragmentStylesheets.get(fragment) ?? [];
  };
  /** Each kept release's renderer, loaded the first time one of its first screens is asked for. */
  const releaseRenderers = new Map();
  /** @param {string} version */
  const rendererOf = (version) => {
    if (!releasesDir) return null;
    const dir = releaseDir(releasesDir, version);
    if (!dir) return null;
    if (!releaseRenderers.has(version)) releaseRenderers.set(version, loadRenderer(dir, `${publicPath}releases/${encodeURIComponent(version)}/`));
    return releaseRenderers.get(version);
  };
  const standaloneConfig = JSON.stringify({ apiUrl: options.apiUrl, remotes: {} });
  // A request that names no shop (the remote's own QA page, a check by hand): the shop is where this remote is served.
  const ownOrigin = new URL(publicPath).origin;
  const apiOrigin = new URL(options.apiUrl).origin;
  // The standalone page runs the remote alone: its own files and the API, nothing inline, nothing evaluated.
  const policy = [
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

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {{ url: URL, common: Record<string, string> }} context
   * @param {Renderer} renderer
   */
  const firstScreen = async (res, { url, common }, renderer) => {
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

  /**
   * `/releases/<version>/<file>`: a kept release's files, which never change, and its first screens.
   * @type {import('@inercise/ops/node').RouteHandler}
   */
  const release = async (req, res, context) => {
    const { url, common } = context;
    const [, , segment = '', ...rest] = url.pathname.split('/');
    let version = '';
    try {
      version = decodeURIComponent(segment);
    } catch {
      return notFound(res, common);
    }
    let dir = releasesDir ? releaseDir(releasesDir, version) : null;
    if (!dir && options.fetchRelease) dir = await options.fetchRelease(version);
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

  const ops = createOps({
    service: options.name ?? 'remote',
    logger: options.logger,
    check: () => {
      /** @type {Record<string, string>} */
      const checks = {
        bundle: existsSync(join(root, 'mf-manifest.json')) ? 'ok' : 'mf-manifest.json missing',
        renderer: loaded.error ? `not loaded: ${loaded.error}` : loaded.module ? 'ok' : 'none',
      };
      if (releasesDir) checks.releases = String(listReleases(releasesDir).length);
      return { ready: checks.bundle === 'ok' && !loaded.error, checks };
    },
  });
  const handle = opsHandler({
    ops,
    authorizeMetrics: metricsAccess({ token: options.security?.metricsToken, production: options.security?.production ?? false }),
    // Access-Control-Allow-Origin only on the files the shell loads across origins (staticFiles), never on pages.
    headers: () => ({ ...transportSecurity(options.security?.hsts ?? false), 'Content-Security-Policy': policy }),
    routes: async (req, res, context) => {
      const { url, common } = context;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...common, 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
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
    },
  });
  return { handle, ops };
}

/**
 * @typedef {{ module: Record<string, any> | null, stylesheets: string[], fragmentStylesheets: Map<string, string[]>, dir: string, error: string | null, publicPath: string }} Renderer
 */

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} common
 */
export function notFound(res, common) {
  res.writeHead(404, { ...common, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
  return 'not-found';
}
