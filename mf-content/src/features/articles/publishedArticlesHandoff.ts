import { ArticleSchema, firstScreenDataBlock, takeFirstScreenData } from '@inercise/shared';
import { articleSummary, type ArticleSummary } from './articleSummary';
import { primePublishedArticles } from './fetchPublishedArticles';

/** The id of the JSON block in which the server's first screen hands over the list of articles it drew. */
export const PUBLISHED_ARTICLES_DATA_ID = 'mf-content-first-screen-articles';

export interface HandedArticles {
  /** Newest first, without their bodies. */
  articles: ArticleSummary[];
  /** Whether these are all the published articles (the blog) or only the first ones (the home page). */
  complete: boolean;
}

export const publishedArticlesDataBlock = (list: HandedArticles): string => firstScreenDataBlock(PUBLISHED_ARTICLES_DATA_ID, list);

/** A summary is an article without its body: read as one with an empty body, then given back without it. */
function readSummary(value: unknown): ArticleSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const article = ArticleSchema.safeParse({ ...value, bodyDict: { en: '', pl: '' } });
  return article.success ? articleSummary(article.data) : null;
}

/**
 * Takes over the articles the server's first screen listed before the first render, so the blog and the home page
 * show them at once without asking the API again. Anything unreadable is ignored: the page then asks for them.
 */
export function takePublishedArticlesFromFirstScreen(page: Document = document): boolean {
  const raw = takeFirstScreenData(PUBLISHED_ARTICLES_DATA_ID, page) as Partial<Record<keyof HandedArticles, unknown>> | undefined;
  if (!raw || !Array.isArray(raw.articles) || typeof raw.complete !== 'boolean') return false;
  const articles = raw.articles.map(readSummary).filter((article) => article !== null);
  if (articles.length !== raw.articles.length) return false;
  primePublishedArticles({ articles, complete: raw.complete });
  return true;
}
