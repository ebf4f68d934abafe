import { callEndpoint, type Article } from '@inercise/shared';
import type { ArticleSummary } from './articleSummary';

/**
 * Every published article, newest first (one page of the API's largest size, docs/architecture.md#calls-to-the-api):
 * the list the home page, the blog and the server's first screens all show.
 */
export async function fetchPublishedArticles(signal?: AbortSignal): Promise<Article[]> {
  // The entry (and the schemas it checks the answer with) loads when the browser asks itself: the first screen of
  // the home page and the blog hands the list over, and this module is part of the application's first view.
  const { publishedArticles } = await import('@inercise/shared/endpoints/articles');
  const page = await callEndpoint(publishedArticles, { query: { sortBy: 'datePublished', sortDir: 'DESC' }, signal });
  return page.content;
}

/** How long a list handed over by the first screen stands for the API's answer. */
const PRIMED_MAX_AGE_MS = 60_000;

interface Primed {
  articles: ArticleSummary[];
  /** False when only the first articles were handed over (the home page's three): a page that lists all asks again. */
  complete: boolean;
  at: number;
}

let primed: Primed | null = null;

/**
 * The published articles as fetched elsewhere (by the server, for the first screen), newest first, taken as if they
 * had just arrived; null forgets what was taken before.
 */
export function primePublishedArticles(list: { articles: ArticleSummary[]; complete: boolean } | null): void {
  primed = list && { ...list, at: Date.now() };
}

/** The first `count` handed-over articles (all of them without a count), while fresh and if there are that many. */
export function peekPublishedArticles(count?: number): ArticleSummary[] | undefined {
  if (!primed || Date.now() - primed.at >= PRIMED_MAX_AGE_MS) return undefined;
  if (count === undefined) return primed.complete ? primed.articles : undefined;
  return primed.complete || primed.articles.length >= count ? primed.articles.slice(0, count) : undefined;
}
