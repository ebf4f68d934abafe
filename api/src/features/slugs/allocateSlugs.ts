import { baseSlug } from './baseSlug.ts';
import { firstFreeSlug } from './firstFreeSlug.ts';
import { SLUG_LANGUAGES, type PageSlugs, type SlugKind } from './pageSlugs.ts';

export interface NamedPage {
  id: number;
  names: PageSlugs;
}

/**
 * Slugs for pages that have none yet (the migration that brought slugs, the seed of a new shop), in the order given:
 * a slug names one page of a kind whatever the language, so a later page whose name slugs the same gets `-2`, `-3`.
 * A page may use one slug in both languages.
 */
export const allocateSlugs = (kind: SlugKind, pages: readonly NamedPage[]): Map<number, PageSlugs> => {
  const owners = new Map<string, number>();
  const allocated = new Map<number, PageSlugs>();
  for (const page of pages) {
    const slugs: PageSlugs = { en: '', pl: '' };
    for (const language of SLUG_LANGUAGES) {
      const slug = firstFreeSlug(baseSlug(kind, page.id, page.names[language]), (candidate) => (owners.get(candidate) ?? page.id) !== page.id);
      owners.set(slug, page.id);
      slugs[language] = slug;
    }
    allocated.set(page.id, slugs);
  }
  return allocated;
};
