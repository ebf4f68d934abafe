import { primePublishedArticles } from '../features/articles/fetchPublishedArticles';
import { forgetPublishedArticles } from '../server/publishedArticlesOrNone';

/**
 * Empties the published articles this bundle keeps in memory (the server's copy, kept a second, and the list a first
 * screen handed over), so each test's page asks that test's fake API instead of taking what an earlier test loaded.
 */
export function forgetArticles(): void {
  forgetPublishedArticles();
  primePublishedArticles(null);
}
