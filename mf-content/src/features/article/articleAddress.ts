import { SLUG_PATTERN } from '@inercise/shared';
import { articleIdFrom } from './articleIdFrom';

/** Where an article is asked for: by its readable slug (/article/{slug}), or by its id (the old /article?id=). */
export type ArticleAddress = { slug: string } | { id: number };

/**
 * The article the address names: the route's slug when there is one, else `?id=`. Null for what cannot name any
 * article (a slug of another shape, an id that is not a positive whole number): not found without asking the API.
 */
export function articleAddressOf(slug: string | undefined, id: string | null): ArticleAddress | null {
  if (slug !== undefined) return SLUG_PATTERN.test(slug) ? { slug } : null;
  const parsed = articleIdFrom(id);
  return parsed === null ? null : { id: parsed };
}
