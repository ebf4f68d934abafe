import type { Db } from '../../db/database.ts';
import type { SlugKind } from './pageSlugs.ts';

/**
 * The pages of a kind shoppers may open, with their slugs: the products not hidden, the published articles. As a
 * subquery named `page`, so what is asked of it reads the same for both kinds.
 */
export const shownPages = (db: Db, kind: SlugKind) => {
  const shown =
    kind === 'product'
      ? db.selectFrom('product').select(['id', 'slug_en', 'slug_pl', 'updated_at']).where('hidden', '=', false)
      : db.selectFrom('article').select(['id', 'slug_en', 'slug_pl', 'updated_at']).where('published', '=', true);
  return db.selectFrom(shown.as('page'));
};
