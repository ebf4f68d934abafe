// The shell's server: composes every page (its language, head and status, the route owner's first screen), serves
// the shell's files, runtime-config.json, robots.txt and sitemap.xml, and sends the Content-Security-Policy that
// config allows.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import client from 'prom-client';
import { loadServerModule } from './bundle.mjs';
import { chooseRelease, manifestsOf, RELEASE_NAME, shopperCookie, shopperFromCookie } from './discovery.mjs';
import { isSitemapPage, robotsTxt, sitemapXml } from './crawl.mjs';
import { createFieldData, FIELD_DATA_PATH, FIELD_DATA_SUMMARY_PATH } from './fieldData.mjs';
import { publicOrigin } from './publicOrigin.mjs';
import { createReleaseChecker } from './releaseCheck.mjs';
import { releaseNames } from './releases.mjs';
import { createMetrics } from './metrics.mjs';
import { forwardRequestIds } from './requestContext.mjs';
import { notFound } from './remoteServer.mjs';
import { runtimeConfigFile } from './runtimeConfig.mjs';
import { createService, json } from './service.mjs';
import { contentTypes, fileAt, sendFile } from './staticFiles.mjs';

/** Where a browser reports a remote release it refused (shared/src/federation/remoteModules.ts sends it). */
export const REPORT_PATH = '/telemetry/remote-incompatible';

/** How long a page waits for its first screen before it is sent without (the application then draws the page). */
export const FIRST_SCREEN_TIMEOUT_MS = 1500;

/** How long the sitemap's list of products and articles is kept before the API is asked again. */
const SITEMAP_CACHE_MS = 60_000;

/**
 * The Content-Security-Policy follows runtime-config.json: scripts, styles and fonts only from the shop's own
 * origin and the remotes it names, calls only to those and the API. No inline scripts, no eval.
 * @param {import('./runtimeConfig.mjs').RuntimeConfig} config
 */
export function contentSecurityPolicy(config) {
  const remotes = [...new Set(Object.values(config.remotes).flatMap((entry) => manifestsOf(entry)).map((url) => new URL(url).origin))];
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
 * @param {Record<string, string>} manifests the manifest of each remote the shopper gets
 * @param {string[]} remotes
 */
export function preloadsFor(manifests, remotes) {
  return remotes
    .map((remote) => manifests[remote])
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
 * @param {string} [options.releasesDir] the shell's kept releases: a page opened on an older one still finds its files
 * @param {string | null} [options.publicUrl] the shop's public address (PUBLIC_URL); else each request's own
 * @param {number} [options.fieldDataReportsPerMinute] field data reports one client may send a minute
 */
export function createShellServer(options) {
  const root = normalize(options.distDir);
  const timeoutMs = options.firstScreenTimeoutMs ?? FIRST_SCREEN_TIMEOUT_MS;
  /** PUBLIC_URL's origin, once: the shop's address in every page's head, robots.txt and the sitemap. */
  const configuredOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
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
  const incompatible = new client.Counter({
    name: 'remote_incompatible_total',
    help: "Remote releases refused because they were built against another contract major than the shell's, by who noticed",
    labelNames: ['remote', 'release', 'seen_by'],
    registers: [metrics.registry],
  });
  const assignments = new client.Counter({
    name: 'remote_release_assignments_total',
    help: 'Shoppers sent to each release of each remote, one per page start, by cohort (live, canary, fallback)',
    labelNames: ['remote', 'release', 'cohort'],
    registers: [metrics.registry],
  });
  forwardRequestIds();
  const config = runtimeConfigFile(options.runtimeConfigPath, options.logger);
  const fieldData = createFieldData({
    registry: metrics.registry,
    logger: options.logger,
    ownOrigin: (req) => publicOrigin(req, configuredOrigin),
    apiUrl: () => config.read()?.apiUrl ?? null,
    reportsPerMinute: options.fieldDataReportsPerMinute,
  });

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
   * The stylesheets of the shell's chunks that its server draws itself (header and footer, the not-found page),
   * linked in the pages so that what the server drew looks as the applications will draw it.
   */
  const shellStylesheets = (() => {
    try {
      const files = loaded.error ? [] : readdirSync(root);
      /** @param {string} chunk */
      const find = (chunk) => files.find((file) => new RegExp(`^${chunk}(?:\\.[0-9a-f]+)?\\.css$`).test(file));
      const layout = find('layout');
      const notFound = find('not-found');
      return { ...(layout ? { layout: `/${layout}` } : {}), ...(notFound ? { notFound: `/${notFound}` } : {}) };
    } catch {
      return {};
    }
  })();
  /** The contract major the shell's pages were built with: a remote's release must have the same. */
  const contractMajor = typeof loaded.composer?.CONTRACT_MAJOR === 'number' ? loaded.composer.CONTRACT_MAJOR : null;
  /** @type {{ version?: string, commit?: string } | null} */
  let ownRelease = null;
  try {
    if (existsSync(join(root, 'release.json'))) ownRelease = JSON.parse(readFileSync(join(root, 'release.json'), 'utf8'));
  } catch (error) {
    options.logger.warn({ err: error }, "the shell build's release.json cannot be read");
  }
  const checker = createReleaseChecker({ contractMajor, timeoutMs: Math.min(timeoutMs, 1000) });
  /** Each refused release is logged and counted once per verdict, not once per page. */
  const refused = new Set();

  /**
   * The release of every remote one shopper gets. A release of the discovery document is checked before anyone is
   * sent to it; one that is incompatible or does not answer gives way to its fallback (the live release for a
   * canary, the previous one otherwise) when that one is good. A plain manifest URL is left to the browser's check.
   * @param {import('./runtimeConfig.mjs').RuntimeConfig} current
   * @param {string} shopper
   * @returns {Promise<Record<string, import('./discovery.mjs').ShopperChoice>>}
   */
  const releasesFor = async (current, shopper) => {
    /** @param {string} remote @param {import('./discovery.mjs').Choice} choice @param {import('./releaseCheck.mjs').Verdict} verdict */
    const note = (remote, choice, verdict) => {
      // A release that answers again is logged again the next time it fails.
      if (verdict.ok) refused.delete(`${choice.manifest} unreachable`);
      if (verdict.ok || refused.has(`${choice.manifest} ${verdict.reason}`)) return;
      refused.add(`${choice.manifest} ${verdict.reason}`);
      if (verdict.reason === 'incompatible') incompatible.inc({ remote, release: choice.release ?? 'unversioned', seen_by: 'shell-server' });
      options.logger.error({ remote, release: choice.release, reason: verdict.reason, detail: verdict.detail }, 'remote release refused');
    };
    const entries = await Promise.all(
      Object.entries(current.remotes).map(async ([remote, entry]) => {
        const choice = chooseRelease(entry, remote, shopper);
        if (typeof entry === 'string') return [remote, choice];
        const verdict = await checker.check(choice.chosen.manifest);
        note(remote, choice.chosen, verdict);
        if (verdict.ok || !choice.fallback) return [remote, choice];
        const fallbackVerdict = await checker.check(choice.fallback.manifest);
        note(remote, choice.fallback, fallbackVerdict);
        return [remote, fallbackVerdict.ok ? { chosen: choice.fallback, cohort: 'fallback', fallback: null } : choice];
      }),
    );
    return Object.fromEntries(entries);
  };

  /**
   * The shopper's rollout id. Only a document with a canary needs one; a new shopper is given one in a cookie, so
   * every later page and visit lands on the same releases.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('./runtimeConfig.mjs').RuntimeConfig} current
   */
  const shopperOf = (req, res, current) => {
    const known = shopperFromCookie(req.headers.cookie);
    if (known) return known;
    // Without a canary nobody is put in a bucket: no id is made and no cookie set.
    if (!Object.values(current.remotes).some((entry) => typeof entry !== 'string' && entry.canary)) return '';
    const shopper = randomBytes(16).toString('hex');
    const secure = req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
    res.setHeader('Set-Cookie', shopperCookie(shopper, secure));
    return shopper;
  };

  /** @param {Record<string, import('./discovery.mjs').ShopperChoice>} choices */
  const manifestsFrom = (choices) => Object.fromEntries(Object.entries(choices).map(([remote, choice]) => [remote, choice.chosen.manifest]));

  /**
   * One answer of a remote's `/first-screen`, timed and within the page's time limit: JSON, or null (nothing to
   * draw, too slow, failed).
   * @param {URL} target
   * @param {string} remote
   * @param {Record<string, string>} about what to log should it fail
   * @param {AbortSignal} deadline the page's: its first screen and the fragments in it share one time limit
   */
  const askRemote = async (target, remote, about, deadline) => {
    const stop = firstScreenDuration.startTimer({ remote });
    try {
      const response = await fetch(target, { signal: deadline });
      const screen = response.status === 200 ? await response.json() : null;
      stop({ outcome: screen ? 'drawn' : 'none' });
      return screen;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      stop({ outcome: timedOut ? 'timeout' : 'error' });
      if (timedOut) firstScreenTimeouts.inc({ remote });
      const message = 'fragment' in about ? 'fragment left to the browser' : 'page sent without its first screen';
      options.logger.warn({ remote, ...about, reason: error instanceof Error ? error.message : String(error) }, message);
      return null;
    }
  };

  /**
   * The route owner's first screen, drawn by the release the shopper gets, at the address of its manifest like
   * any remote deployed elsewhere.
   * @param {string | undefined} manifest
   * @param {string} remote
   * @param {string} path
   * @param {string} language
   * @param {string | undefined} origin the shop's public origin, for the absolute URLs the page names
   * @param {AbortSignal} deadline
   */
  const fetchFirstScreen = async (manifest, remote, path, language, origin, deadline) => {
    if (!manifest) return null;
    const target = new URL('first-screen', manifest);
    target.search = new URLSearchParams({ path, lang: language, ...(origin ? { origin } : {}) }).toString();
    return askRemote(target, remote, { path }, deadline);
  };

  /**
   * One of a remote's fragments that a first screen holds (the home page's product teasers), from the same
   * release and address as its first screens.
   * @param {string | undefined} manifest
   * @param {string} remote
   * @param {string} fragment
   * @param {Record<string, unknown>} props
   * @param {string} language
   * @param {string} origin
   * @param {AbortSignal} deadline
   */
  const fetchFragment = async (manifest, remote, fragment, props, language, origin, deadline) => {
    if (!manifest) return null;
    const target = new URL('first-screen', manifest);
    target.search = new URLSearchParams({ fragment, props: JSON.stringify(props), lang: language, origin }).toString();
    return askRemote(target, remote, { fragment }, deadline);
  };

  /** @type {import('./service.mjs').RouteHandler} */
  const page = async (req, res, { url, common }) => {
    const current = config.read();
    if (!current || !loaded.template) {
      res.writeHead(503, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
      res.end('The shop is starting');
      return 'page';
    }
    const manifests = manifestsFrom(await releasesFor(current, shopperOf(req, res, current)));
    const origin = publicOrigin(req, configuredOrigin);
    // One time limit for the page: its first screen and the fragments in it together.
    const deadline = AbortSignal.timeout(timeoutMs);
    /** @type {{ html: string, firstScreen: boolean, remotes: string[], status?: number, location?: string }} */
    let composed = { html: loaded.template, firstScreen: false, remotes: [] };
    if (loaded.composer?.composePage) {
      try {
        composed = await loaded.composer.composePage(
          loaded.template,
          { path: `${url.pathname}${url.search}`, acceptLanguage: req.headers['accept-language'], origin, stylesheets: shellStylesheets },
          (/** @type {string} */ remote, /** @type {string} */ path, /** @type {string} */ language) =>
            fetchFirstScreen(manifests[remote], remote, path, language, origin, deadline),
          (/** @type {string} */ remote, /** @type {string} */ fragment, /** @type {Record<string, unknown>} */ props, /** @type {string} */ language) =>
            fetchFragment(manifests[remote], remote, fragment, props, language, origin, deadline),
        );
      } catch (error) {
        // The page as built still works: the applications draw it.
        options.logger.warn({ err: error, path: url.pathname }, 'page composition failed');
      }
    }
    if (composed.status === 301 && composed.location) {
      // The page's current address; by language when the old one had none (the browser's languages chose).
      res.writeHead(301, { ...common, Location: composed.location, 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Language', 'Content-Length': '0' });
      res.end();
      return 'redirect';
    }
    const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzip ? gzipSync(composed.html) : Buffer.from(composed.html);
    const preloads = composed.firstScreen ? '' : preloadsFor(manifests, composed.remotes);
    const status = composed.status === 404 || composed.status === 410 ? composed.status : 200;
    res.writeHead(status, {
      ...common,
      ...(preloads ? { Link: preloads } : {}),
      'Content-Type': contentTypes['.html'],
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Accept-Language',
      'Content-Length': String(body.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return status === 404 || status === 410 ? 'not-found-page' : 'page';
  };

  /** The API's list of products and articles for the sitemap, kept a minute; the same fetch for requests meanwhile. */
  /** @type {{ at: number, entries: Promise<unknown> } | null} */
  let sitemapEntries = null;
  /** @param {string} apiUrl */
  const entriesForSitemap = (apiUrl) => {
    if (sitemapEntries && Date.now() - sitemapEntries.at < SITEMAP_CACHE_MS) return sitemapEntries.entries;
    const entries = fetch(new URL('/sitemap-entries', apiUrl), { signal: AbortSignal.timeout(Math.max(timeoutMs, 3000)) }).then((response) => {
      if (!response.ok) throw new Error(`the API answered ${response.status}`);
      return response.json();
    });
    const kept = { at: Date.now(), entries };
    sitemapEntries = kept;
    // A failed answer is not kept: the next request asks again.
    entries.catch(() => {
      if (sitemapEntries === kept) sitemapEntries = null;
    });
    return entries;
  };

  /**
   * sitemap.xml: every public page in both languages, the products and articles from the API. Without that list
   * (API down, an answer not as the contract says) 503: a sitemap without the products would tell search engines
   * they are gone.
   * @type {import('./service.mjs').RouteHandler}
   */
  const sitemap = async (req, res, { common }) => {
    const current = config.read();
    if (!current || typeof loaded.composer?.sitemapPages !== 'function') return notFound(res, common);
    let pages = null;
    try {
      pages = loaded.composer.sitemapPages(await entriesForSitemap(current.apiUrl));
    } catch (error) {
      options.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'sitemap without the API');
    }
    if (!Array.isArray(pages) || !pages.every(isSitemapPage)) {
      res.writeHead(503, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' });
      res.end('The sitemap is not available right now');
      return 'sitemap';
    }
    const xml = sitemapXml(publicOrigin(req, configuredOrigin), pages);
    const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzip ? gzipSync(xml) : Buffer.from(xml);
    res.writeHead(200, {
      ...common,
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${SITEMAP_CACHE_MS / 1000}`,
      Vary: 'Accept-Encoding',
      'Content-Length': String(body.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return 'sitemap';
  };

  /** @type {import('./service.mjs').RouteHandler} */
  const robots = async (req, res, { common }) => {
    const disallowed = Array.isArray(loaded.composer?.disallowedPaths) ? loaded.composer.disallowedPaths.filter((/** @type {unknown} */ path) => typeof path === 'string') : [];
    res.writeHead(200, { ...common, 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'public, max-age=3600' });
    res.end(req.method === 'HEAD' ? undefined : robotsTxt(publicOrigin(req, configuredOrigin), disallowed));
    return 'robots';
  };

  /**
   * What the shopper's browser starts the shop with: the document's other settings, and for each remote the
   * manifest of the release this shopper gets, what to fall back to, and the release's name.
   * @type {import('./service.mjs').RouteHandler}
   */
  const runtimeConfig = async (req, res, { common }) => {
    const current = config.read();
    if (!current) return notFound(res, common);
    const choices = await releasesFor(current, shopperOf(req, res, current));
    /** @type {Record<string, string>} */
    const fallbacks = {};
    /** @type {Record<string, string>} */
    const releases = {};
    for (const [remote, choice] of Object.entries(choices)) {
      if (choice.fallback) fallbacks[remote] = choice.fallback.manifest;
      if (choice.chosen.release) releases[remote] = choice.chosen.release;
      if (typeof current.remotes[remote] !== 'string') assignments.inc({ remote, release: choice.chosen.release ?? 'unversioned', cohort: choice.cohort });
    }
    res.writeHead(200, { ...common, 'Content-Type': contentTypes['.json'], 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ ...current, remotes: manifestsFrom(choices), fallbacks, releases }));
    return 'runtime-config';
  };

  /**
   * A browser that refused a remote's release (built against another contract major) says so here; the counter's
   * labels are bounded by the document: a remote it names, a release it names, or "other".
   * @type {import('./service.mjs').RouteHandler}
   */
  const report = async (req, res, { common }) => {
    let body = '';
    for await (const chunk of req) {
      body += chunk;
      if (body.length > 1024) break;
    }
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
    const current = config.read();
    const entry = current && typeof parsed?.remote === 'string' ? current.remotes[parsed.remote] : undefined;
    if (!entry || body.length > 1024) {
      json(res, 400, { message: 'unknownRemote' }, common);
      return 'report';
    }
    const named = typeof entry === 'string' ? [] : [entry.live, entry.previous, entry.canary?.release];
    const release = typeof parsed.release === 'string' && RELEASE_NAME.test(parsed.release) && named.includes(parsed.release) ? parsed.release : 'other';
    incompatible.inc({ remote: parsed.remote, release, seen_by: 'browser' });
    options.logger.error({ remote: parsed.remote, release, found: parsed.found }, 'a browser refused a remote release');
    res.writeHead(204, common);
    res.end();
    return 'report';
  };

  /**
   * A hashed file the live build does not have, from the newest kept release that does: a page opened before the
   * shell's last release keeps loading its chunks.
   * @param {string} pathname
   */
  const fileOfOlderRelease = (pathname) => {
    if (!options.releasesDir || !/\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(pathname)) return null;
    // By folder name only: release.json is not read again for every file asked for.
    for (const version of releaseNames(options.releasesDir)) {
      const releaseRoot = normalize(join(options.releasesDir, version));
      const found = fileAt(releaseRoot, pathname);
      if (found) return { ...found, root: releaseRoot };
    }
    return null;
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
      if (url.pathname === REPORT_PATH && req.method === 'POST') return report(req, res, context);
      if (url.pathname === FIELD_DATA_PATH && req.method === 'POST') return fieldData.report(req, res, context);
      if (url.pathname === FIELD_DATA_SUMMARY_PATH && req.method === 'GET') return fieldData.summary(req, res, context);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...common, Allow: 'GET, HEAD' });
        res.end();
        return 'not-allowed';
      }
      if (url.pathname === '/runtime-config.json') return runtimeConfig(req, res, context);
      if (url.pathname === '/release.json') {
        json(res, 200, { name: 'shell', version: ownRelease?.version ?? null, commit: ownRelease?.commit ?? null, contractMajor }, common);
        return 'release';
      }
      if (url.pathname.startsWith('/server/')) return notFound(res, common);
      if (url.pathname === '/robots.txt') return robots(req, res, context);
      if (url.pathname === '/sitemap.xml') return sitemap(req, res, context);
      if (url.pathname === '/' || url.pathname === '/index.html') return page(req, res, context);
      const own = fileAt(root, url.pathname);
      const found = own ? { ...own, root } : fileOfOlderRelease(url.pathname);
      if (found) {
        sendFile(found.root, found, req, res, common);
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
      const current = config.read();
      if (up && current) {
        const manifests = manifestsFrom(await releasesFor(current, 'warm-up'));
        const origin = configuredOrigin ?? undefined;
        await loaded.composer.warmUp((/** @type {string} */ remote, /** @type {string} */ path, /** @type {string} */ language) =>
          fetchFirstScreen(manifests[remote], remote, path, language, origin, AbortSignal.timeout(timeoutMs)),
        );
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
