import { BRAND, pageTitle, stripLanguage, type Language } from '@inercise/shared';
import { alternateLinks, canonicalLink, scriptJson, type PageHead } from '@inercise/shared/first-screen';

/** The picture a shared link shows when its page has none of its own (shell/public, 1200 × 630). */
const SHARE_IMAGE = { path: '/share-image.jpg', width: 1200, height: 630 } as const;

/** Open Graph locales of the shop's languages. */
const ogLocales: Record<Language, string> = { pl: 'pl_PL', en: 'en_US' };

export interface HeadOfPage {
  /** The shop's public origin, for absolute URLs. */
  origin: string;
  /** The path asked for, with its query. */
  path: string;
  language: Language;
  /** What the page said about itself (its first screen); the shell's own words when null. */
  head: PageHead | null;
  /** The shell's title and description for a page that gave none (a private page, the not-found page, a remote down). */
  fallback: { title: string | null; description: string };
  /** Kept out of search results. */
  noindex: boolean;
  /** The page is not there (404, 410): no canonical address, no alternates. */
  missing: boolean;
  /** The default share image's description, in the page's language. */
  shareImageAlt: string;
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A JSON-LD block: a data block, never run, so the Content-Security-Policy's script rules do not apply to it.
 */
const jsonLdBlock = (data: object): string => `<script type="application/ld+json">${scriptJson(data)}</script>`;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

/**
 * The head of one page: its title and description (which replace the template's), and the tags that go after the
 * title: canonical URL and hreflang alternates, robots, Open Graph, Twitter card and one JSON-LD block per
 * structured-data object.
 */
export function headTags(page: HeadOfPage): { title: string; description: string; tags: string } {
  const { origin, head, language } = page;
  const [pathname = '/', query = ''] = page.path.split(/\?(.*)/s, 2);
  const search = query ? `?${query}` : '';
  const bare = stripLanguage(pathname);
  const title = pageTitle(head?.title ?? page.fallback.title);
  const description = head?.description || page.fallback.description;
  const tags: string[] = [];
  const canonical = canonicalLink(origin, bare, search, language, head?.paths);
  // A page kept out of search, or not there, names no address for search engines to keep.
  const linked = !page.missing && !page.noindex;
  if (linked) {
    tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}">`);
    for (const { hreflang, href } of alternateLinks(origin, bare, search, head?.paths)) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`);
    }
  }
  if (page.noindex || page.missing) tags.push('<meta name="robots" content="noindex">');
  const image = head?.image ?? `${origin}${SHARE_IMAGE.path}`;
  const socialTitle = head?.title ?? page.fallback.title ?? BRAND;
  tags.push(
    meta('property', 'og:site_name', BRAND),
    meta('property', 'og:type', head?.type ?? 'website'),
    meta('property', 'og:title', socialTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
  );
  if (!head?.image) {
    tags.push(
      meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
      meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
      meta('property', 'og:image:alt', page.shareImageAlt),
    );
  }
  if (linked) tags.push(meta('property', 'og:url', canonical));
  tags.push(
    meta('property', 'og:locale', ogLocales[language]),
    ...Object.entries(ogLocales)
      .filter(([other]) => other !== language)
      .map(([, locale]) => meta('property', 'og:locale:alternate', locale)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', socialTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  );
  for (const data of head?.structuredData ?? []) tags.push(jsonLdBlock(data));
  return { title: escapeText(title), description: escapeAttribute(description), tags: tags.join('') };
}

/**
 * The template's head with the page's own: its `<title>` and meta description replaced (never a second one), the
 * other tags right after the title. index.html is minified: attribute quotes may be gone.
 */
export function writeHead(template: string, head: { title: string; description: string; tags: string }): string {
  const withDescription = /<meta name="?description"?[^>]*>/.test(template)
    ? template.replace(/<meta name="?description"?[^>]*>/, () => `<meta name="description" content="${head.description}">`)
    : template.replace('</head>', () => `<meta name="description" content="${head.description}"></head>`);
  const titled = `<title>${head.title}</title>${head.tags}`;
  return /<title>[^<]*<\/title>/.test(withDescription)
    ? withDescription.replace(/<title>[^<]*<\/title>/, () => titled)
    : withDescription.replace('</head>', () => `${titled}</head>`);
}
