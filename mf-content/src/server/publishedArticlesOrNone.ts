import { cachedLoader, type Article } from '@inercise/shared';
import { fetchPublishedArticles } from '../features/articles/fetchPublishedArticles';

/**
 * How long the server trusts its copy of the published articles: a second, as the catalog team's server trusts the
 * catalogue (PRODUCTS_MAX_AGE_MS): an article published or changed in the back office shows on the next page load
 * after it, while a burst of page loads (the home page and the blog alike) still shares one call to the API.
 */
const PUBLISHED_ARTICLES_MAX_AGE_MS = 1_000;

/** GET /articles/published, newest first, shared by the first screens this server draws (the browser does not use it). */
const publishedArticles = cachedLoader<Article[]>(() => fetchPublishedArticles(), PUBLISHED_ARTICLES_MAX_AGE_MS);

/**
 * The published articles, or null when the API cannot give them now (and the server has none from the last few
 * seconds): the page is then drawn without them (its list waiting, as the application's first render draws it),
 * which is better than no page at all.
 */
export async function publishedArticlesOrNone(): Promise<Article[] | null> {
  try {
    return await publishedArticles.get();
  } catch {
    return null;
  }
}

/** For tests: each one's first screens ask that test's fake API instead of taking what an earlier test loaded. */
export const forgetPublishedArticles = (): void => publishedArticles.forget();
