import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { baseSlug } from './baseSlug.ts';
import { firstFreeSlug } from './firstFreeSlug.ts';
import { SLUG_LANGUAGES, type PageSlugs, type SlugKind } from './pageSlugs.ts';

type Trx = Transaction<DB>;

/** One lock per kind, held to the end of the write: two admins naming two pages at once never pick the same slug. */
const SLUG_LOCKS: Record<SlugKind, number> = { product: 7_243_911, article: 7_243_912 };

/** The slugs starting with `base` that another page of the kind has now, in either language, or had before. */
const takenByOthers = async (trx: Trx, kind: SlugKind, id: number, base: string): Promise<Set<string>> => {
  // Slugs are small letters, digits and hyphens: nothing in them means anything to LIKE.
  const prefix = `${base}%`;
  const pages =
    kind === 'product'
      ? trx.selectFrom('product').select(['id', 'slug_en', 'slug_pl'])
      : trx.selectFrom('article').select(['id', 'slug_en', 'slug_pl']);
  const [current, history] = await Promise.all([
    trx
      .selectFrom(pages.as('page'))
      .select(['page.slug_en', 'page.slug_pl'])
      .where('page.id', '<>', id)
      .where((eb) => eb.or([eb('page.slug_en', 'like', prefix), eb('page.slug_pl', 'like', prefix)]))
      .execute(),
    trx.selectFrom('slug_history').select('slug').where('kind', '=', kind).where('target_id', '<>', id).where('slug', 'like', prefix).execute(),
  ]);
  return new Set([...current.flatMap((row) => [row.slug_en, row.slug_pl]), ...history.map((row) => row.slug)]);
};

/**
 * The slugs of a page named `names`: both languages for a new page (`current` null), the languages whose name
 * changed for one renamed. A slug comes from its name (baseSlug), with the first free suffix when another page of
 * the kind has or had it; the page's own old slugs are its to take back. A slug replaced goes to the history, so its
 * links still find the page. Runs in the write's transaction; the caller stores the answer in the page's row.
 */
export const assignSlugs = async (trx: Trx, kind: SlugKind, id: number, names: Partial<PageSlugs>, current: PageSlugs | null): Promise<PageSlugs> => {
  if (current && names.en === undefined && names.pl === undefined) return current;
  await sql`select pg_advisory_xact_lock(${SLUG_LOCKS[kind]})`.execute(trx);
  const slugs: PageSlugs = { ...(current ?? { en: '', pl: '' }) };
  for (const language of SLUG_LANGUAGES) {
    const name = names[language];
    if (name === undefined) continue;
    const base = baseSlug(kind, id, name);
    const taken = await takenByOthers(trx, kind, id, base);
    slugs[language] = firstFreeSlug(base, (slug) => taken.has(slug));
  }
  if (current) {
    for (const language of SLUG_LANGUAGES) {
      if (slugs[language] === current[language]) continue;
      await trx
        .insertInto('slug_history')
        .values({ kind, language, slug: current[language], target_id: id })
        .onConflict((conflict) => conflict.columns(['kind', 'slug', 'language']).doNothing())
        .execute();
      // A slug taken back is the page's current one again, no longer an old one.
      await trx.deleteFrom('slug_history').where('kind', '=', kind).where('language', '=', language).where('slug', '=', slugs[language]).where('target_id', '=', id).execute();
    }
  }
  return slugs;
};
