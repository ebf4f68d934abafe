import { bareRoute } from '@inercise/shared';
import { articleAddressOf, type ArticleAddress } from '../features/article/articleAddress';

/** The segment as the router gives it to the page (decoded); a malformed escape names nothing. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The article a request's path names, read as the article page reads its route: the slug of /article/{slug}, else
 * the id of /article?id=. Null when it cannot name any article.
 */
export function articleAddressAt(path: string, route: string): ArticleAddress | null {
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  if (route !== '/article/:slug') return articleAddressOf(undefined, query.get('id'));
  const slug = decoded(bareRoute(path).split('/')[2] ?? '');
  return slug === null ? null : articleAddressOf(slug, query.get('id'));
}
