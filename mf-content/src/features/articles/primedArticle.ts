import type { Article } from '@inercise/shared';

// The article the server's first screen drew, handed to the application so it does not ask the API again at once.

/** How long an article handed over by the first screen stands for the API's answer. */
const PRIMED_MAX_AGE_MS = 60_000;
let primed: { article: Article; at: number } | null = null;

/** An article fetched elsewhere (by the server, for the first screen), taken as if it had just arrived. */
export function primeArticle(article: Article): void {
  primed = { article, at: Date.now() };
}

const fresh = (): Article | undefined => (primed && Date.now() - primed.at < PRIMED_MAX_AGE_MS ? primed.article : undefined);

/** The handed-over article with this id, while it is fresh. */
export function peekArticle(id: number): Article | undefined {
  const article = fresh();
  return article?.id === id ? article : undefined;
}

/** The handed-over article whose slug this is in either language, while it is fresh. */
export function peekArticleBySlug(slug: string): Article | undefined {
  const article = fresh();
  return article?.slugs && (article.slugs.en === slug || article.slugs.pl === slug) ? article : undefined;
}
