import type { SitemapEntries, SitemapEntry } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';
import type { SlugKind } from './pageSlugs.ts';
import { shownPages } from './shownPages.ts';

const entriesOf = async (db: Db, kind: SlugKind): Promise<SitemapEntry[]> => {
  const rows = await shownPages(db, kind).select(['page.id', 'page.slug_en', 'page.slug_pl', 'page.updated_at']).orderBy('page.id').execute();
  return rows.map((row) => ({ id: row.id, slugs: { en: row.slug_en, pl: row.slug_pl }, lastModified: new Date(row.updated_at).toISOString() }));
};

/** The blog categories holding a published article, each with the latest change among them (the filtered blog's lastmod). */
const categoryEntries = async (db: Db): Promise<NonNullable<SitemapEntries['articleCategories']>> => {
  const rows = await db
    .selectFrom('article_category')
    .innerJoin('article', 'article.category_id', 'article_category.id')
    .where('article.published', '=', true)
    .select((eb) => ['article_category.slug', eb.fn.max('article.updated_at').as('last_modified')])
    .groupBy(['article_category.slug', 'article_category.position'])
    .orderBy('article_category.position')
    .execute();
  return rows.map((row) => ({ slug: row.slug, lastModified: new Date(row.last_modified).toISOString() }));
};

/** Every page a search engine may list: the products shown in the shop, the published articles by id, the blog's categories. */
export const loadSitemapEntries = async (db: Db): Promise<SitemapEntries> => {
  const [products, articles, articleCategories] = await Promise.all([entriesOf(db, 'product'), entriesOf(db, 'article'), categoryEntries(db)]);
  return { products, articles, articleCategories };
};
