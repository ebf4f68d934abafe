import type { Article } from '@inercise/shared';
import { fetchPublishedArticles } from '../features/articles/fetchPublishedArticles';

/**
 * The published articles, or null when the API cannot give them now: the page is then drawn without them (its list
 * waiting, as the application's first render draws it), which is better than no page at all.
 */
export async function publishedArticlesOrNone(): Promise<Article[] | null> {
  try {
    return await fetchPublishedArticles();
  } catch {
    return null;
  }
}
