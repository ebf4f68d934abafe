// What the shell's server tells crawlers: robots.txt and sitemap.xml. Which pages there are, and which are private,
// the shell's server module says (it knows the routes); this writes them out for one origin.

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * robots.txt: every page may be crawled but the private ones; the sitemap's absolute address.
 * @param disallowed path prefixes
 */
export function robotsTxt(origin: string, disallowed: string[]) {
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export type SitemapPage = { paths: Record<string, string>; xDefault: string; lastModified?: string };

/**
 * Whether a value from the shell's server module is a sitemap page (its paths are the shop's, bare or prefixed).
 */
export function isSitemapPage(page: unknown): page is SitemapPage {
  if (page === null || typeof page !== 'object') return false;
  const { paths, xDefault, lastModified } = page as Record<string, unknown>;
  const isPath = (value: unknown) => typeof value === 'string' && /^\/(?!\/)/.test(value);
  return (
    paths !== null &&
    typeof paths === 'object' &&
    Object.values(paths).length > 0 &&
    Object.values(paths).every(isPath) &&
    isPath(xDefault) &&
    (lastModified === undefined || typeof lastModified === 'string')
  );
}

/**
 * sitemap.xml: one entry per page and language, each naming the page in every language and its x-default
 * (xhtml:link alternates), with when it last changed where that is known.
 */
export function sitemapXml(origin: string, pages: SitemapPage[]) {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...Object.entries(page.paths).map(([language, path]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${url(path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page.xDefault)}"/>`,
    ].join('');
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    return Object.values(page.paths).map((path) => `<url><loc>${url(path)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
