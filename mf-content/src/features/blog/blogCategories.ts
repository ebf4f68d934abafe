import type { ArticleCategory } from '@inercise/shared';
import type { ArticleSummary } from '../articles/articleSummary';

/** The categories the listed articles belong to, each once, in the API's order of categories (by id). */
export function blogCategories(articles: readonly ArticleSummary[]): ArticleCategory[] {
  const byId = new Map<number, ArticleCategory>();
  for (const article of articles) if (article.category) byId.set(article.category.id, article.category);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The blog's address filtered by a category (no category: the whole blog); the same query in both languages. */
export const blogPath = (slug: string | null): string => (slug === null ? '/blog' : `/blog?category=${encodeURIComponent(slug)}`);
