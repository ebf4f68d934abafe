import type { Language } from '../i18n/languages';
import type { Slugs } from '../domain/slugs';

/** The longest slug made from a name: long enough to read, short enough for a shared link. */
export const SLUG_MAX_LENGTH = 80;

// Letters NFD does not split into a base letter and a mark.
const plainLetters: Record<string, string> = { ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd' };

/**
 * The slug of a name: lower case ASCII letters and digits joined by single hyphens, Polish letters without their
 * marks ("Zestaw ćwiczeń — łatwy" → "zestaw-cwiczen-latwy"). Empty when the name has no letter or digit.
 */
export function slugify(name: string): string {
  const plain = name
    .replace(/[łŁßæøđ]/g, (letter) => plainLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** What a slug may look like in a path: the shape slugify makes (checked before any lookup). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A product's page, bare (links add the language prefix): its slug in that language, or its id when it has none. */
export function productPath(product: { id: number; slugs?: Slugs }, language: Language): string {
  return product.slugs ? `/product/${product.slugs[language]}` : `/product?id=${product.id}`;
}

/** An article's page, bare: its slug in that language, or its id when it has none. */
export function articlePath(article: { id: number; slugs?: Slugs }, language: Language): string {
  return article.slugs ? `/article/${article.slugs[language]}` : `/article?id=${article.id}`;
}
