// Frozen with migration 010 (api/src/db/migrations.ts): how the pages a shop already had got their first slugs. A copy
// of the slug rules as they stood then (contracts' slugify, features/slugs' allocation), so a later change of those
// rules never changes what this migration did to an older shop.

type SlugLanguage = 'en' | 'pl';
type Slugs010 = Record<SlugLanguage, string>;

export interface NamedPage010 {
  id: number;
  names: Slugs010;
}

const SLUG_MAX_LENGTH = 80;
const plainLetters: Record<string, string> = { ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd' };

/** Lower case ASCII letters and digits joined by single hyphens, Polish letters without their marks. */
const slugify = (name: string): string => {
  const plain = name
    .replace(/[łŁßæøđ]/g, (letter) => plainLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
};

/** The base itself when it is free, else the base with the first free suffix: `stand`, `stand-2`... */
const firstFreeSlug = (base: string, taken: (slug: string) => boolean): string => {
  if (!taken(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const slug = `${base}-${suffix}`;
    if (!taken(slug)) return slug;
  }
};

/**
 * Slugs for the pages, in the order given: a slug names one page of a kind whatever the language, a later page whose
 * name slugs the same gets `-2`, `-3`; a name without a letter or digit gives `product-<id>` / `article-<id>`.
 */
export const allocateSlugs010 = (kind: 'product' | 'article', pages: readonly NamedPage010[]): Map<number, Slugs010> => {
  const owners = new Map<string, number>();
  const allocated = new Map<number, Slugs010>();
  for (const page of pages) {
    const slugs: Slugs010 = { en: '', pl: '' };
    for (const language of ['en', 'pl'] as const) {
      const base = slugify(page.names[language]) || `${kind}-${page.id}`;
      const slug = firstFreeSlug(base, (candidate) => (owners.get(candidate) ?? page.id) !== page.id);
      owners.set(slug, page.id);
      slugs[language] = slug;
    }
    allocated.set(page.id, slugs);
  }
  return allocated;
};
