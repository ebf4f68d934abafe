import type { SitemapEntries, SitemapEntry } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';
import type { SlugKind } from './pageSlugs.ts';
import { shownPages } from './shownPages.ts';

const entriesOf = async (db: Db, kind: SlugKind): Promise<SitemapEntry[]> => {
  const rows = await shownPages(db, kind).select(['page.id', 'page.slug_en', 'page.slug_pl', 'page.updated_at']).orderBy('page.id').execute();
  return rows.map((row) => ({ id: row.id, slugs: { en: row.slug_en, pl: row.slug_pl }, lastModified: new Date(row.updated_at).toISOString() }));
};

/** Every page a search engine may list: the products shown in the shop and the published articles, by id. */
export const loadSitemapEntries = async (db: Db): Promise<SitemapEntries> => {
  const [products, articles] = await Promise.all([entriesOf(db, 'product'), entriesOf(db, 'article')]);
  return { products, articles };
};
