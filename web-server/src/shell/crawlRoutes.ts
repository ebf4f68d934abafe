// robots.txt and sitemap.xml: what search engines may read, and every public page in both languages.
import { gzipSync } from 'node:zlib';
import { isSitemapPage, robotsTxt, sitemapXml } from '../crawl.ts';
import { publicOrigin } from '../publicOrigin.ts';
import { notFound } from '../remoteServer.ts';
import { contentTypes } from '../staticFiles.ts';
import type { RuntimeConfig } from '../runtimeConfig.ts';
import type { ShellBuild } from './shellBuild.ts';
import type { RouteHandler } from '@inercise/ops/node';
import type { Logger } from 'pino';

/** How long the sitemap's list of products and articles is kept before the API is asked again. */
const SITEMAP_CACHE_MS = 60_000;

export function crawlRoutes(shell: {
  build: ShellBuild;
  config: { read(): RuntimeConfig | null };
  configuredOrigin: string | null;
  timeoutMs: number;
  logger: Logger;
}) {
  const { composer } = shell.build;
  /** The API's list of products and articles for the sitemap, kept a minute; the same fetch for requests meanwhile. */
  let sitemapEntries: { at: number; entries: Promise<unknown> } | null = null;
  const entriesForSitemap = (apiUrl: string) => {
    if (sitemapEntries && Date.now() - sitemapEntries.at < SITEMAP_CACHE_MS) return sitemapEntries.entries;
    const entries = fetch(new URL('/sitemap-entries', apiUrl), { signal: AbortSignal.timeout(Math.max(shell.timeoutMs, 3000)) }).then((response) => {
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
   * Every public page in both languages, the products and articles from the API. Without that list (API down, an
   * answer not as the contract says) 503: a sitemap without the products would tell search engines they are gone.
   */
  const sitemap: RouteHandler = async (req, res, { common }) => {
    const current = shell.config.read();
    if (!current || typeof composer?.sitemapPages !== 'function') return notFound(res, common);
    let pages = null;
    try {
      pages = composer.sitemapPages(await entriesForSitemap(current.apiUrl));
    } catch (error) {
      shell.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'sitemap without the API');
    }
    if (!Array.isArray(pages) || !pages.every(isSitemapPage)) {
      res.writeHead(503, { ...common, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' });
      res.end('The sitemap is not available right now');
      return 'sitemap';
    }
    const xml = sitemapXml(publicOrigin(req, shell.configuredOrigin), pages);
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

  const robots: RouteHandler = async (req, res, { common }) => {
    const disallowed = Array.isArray(composer?.disallowedPaths) ? composer.disallowedPaths.filter((path: unknown) => typeof path === 'string') : [];
    res.writeHead(200, { ...common, 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'public, max-age=3600' });
    res.end(req.method === 'HEAD' ? undefined : robotsTxt(publicOrigin(req, shell.configuredOrigin), disallowed));
    return 'robots';
  };

  return { sitemap, robots };
}
