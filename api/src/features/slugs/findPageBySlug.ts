import type { SlugLookup } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';
import type { SlugKind } from './pageSlugs.ts';
import { shownPages } from './shownPages.ts';

/**
 * The page a slug names, with its slugs now: a slug it has in either language, else one it had before a rename.
 * Undefined when no page shoppers may open has or had it (a hidden product, a draft or unpublished article).
 */
export const findPageBySlug = async (db: Db, kind: SlugKind, slug: string): Promise<SlugLookup | undefined> => {
  const current = await shownPages(db, kind)
    .select(['page.id', 'page.slug_en', 'page.slug_pl'])
    .where((eb) => eb.or([eb('page.slug_en', '=', slug), eb('page.slug_pl', '=', slug)]))
    .executeTakeFirst();
  const row =
    current ??
    (await shownPages(db, kind)
      .innerJoin('slug_history', 'slug_history.target_id', 'page.id')
      .select(['page.id', 'page.slug_en', 'page.slug_pl'])
      .where('slug_history.kind', '=', kind)
      .where('slug_history.slug', '=', slug)
      .executeTakeFirst());
  return row ? { id: row.id, slugs: { en: row.slug_en, pl: row.slug_pl } } : undefined;
};
