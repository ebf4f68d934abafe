import { languages, localizePath, routeOwners, type Language } from '@inercise/shared';
import { SitemapEntriesSchema, SLUG_PATTERN, type SitemapEntry } from '@inercise/shared/contracts';

/** One page of the sitemap: its path in each language, its x-default (bare) path, and when it last changed. */
export interface SitemapPage {
  paths: Record<Language, string>;
  xDefault: string;
  lastModified?: string;
}

/** Routes that show one product or article, found by a slug or an id: the sitemap lists each of those instead. */
const oneItemRoutes = new Set(['/product', '/article']);

/**
 * The public pages without a parameter: the content and catalog teams' routes (the home page, the blog, the shop, …).
 * A QR code's own page (`/qr/:serialNumber`) is for the device's owner, not for search.
 */
export const publicRoutes: string[] = [...routeOwners['mf-content'], ...routeOwners['mf-catalog']].filter(
  (route) => !route.includes(':') && !oneItemRoutes.has(route),
);

const byLanguage = (bare: (language: Language) => string): Record<Language, string> =>
  Object.fromEntries(languages.map((language) => [language, localizePath(bare(language), language)])) as Record<Language, string>;

/** The pages of products or articles under `/<kind>/<slug>`; entries with a slug no URL may hold are left out. */
function itemPages(kind: 'product' | 'article', entries: SitemapEntry[]): SitemapPage[] {
  return entries
    .filter((entry) => languages.every((language) => SLUG_PATTERN.test(entry.slugs[language])) && !Number.isNaN(Date.parse(entry.lastModified)))
    .map((entry) => ({
      paths: byLanguage((language) => `/${kind}/${entry.slugs[language]}`),
      // As the pages' own hreflang links say: the English slug, bare (the visitor's browser picks the language).
      xDefault: `/${kind}/${entry.slugs.en}`,
      lastModified: new Date(entry.lastModified).toISOString(),
    }));
}

/** The blog filtered by each category holding a published article: `/blog?category={slug}`, the same query in both languages. */
function blogCategoryPages(categories: { slug: string; lastModified: string }[]): SitemapPage[] {
  return categories
    .filter((category) => SLUG_PATTERN.test(category.slug) && !Number.isNaN(Date.parse(category.lastModified)))
    .map((category) => {
      const path = `/blog?category=${category.slug}`;
      return { paths: byLanguage(() => path), xDefault: path, lastModified: new Date(category.lastModified).toISOString() };
    });
}

/**
 * Every public page of the shop in the sitemap, from the routes and from the API's list of products shown in the
 * shop and published articles (GET /sitemap-entries). Null when that list is not what the contract says: a sitemap
 * without its products is worse than none for a while.
 */
export function sitemapPages(entries: unknown): SitemapPage[] | null {
  const parsed = SitemapEntriesSchema.safeParse(entries);
  if (!parsed.success) return null;
  const routes: SitemapPage[] = publicRoutes.map((route) => ({ paths: byLanguage(() => route), xDefault: route }));
  return [...routes, ...blogCategoryPages(parsed.data.articleCategories ?? []), ...itemPages('product', parsed.data.products), ...itemPages('article', parsed.data.articles)];
}
