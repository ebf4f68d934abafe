import { ArticleSchema, firstScreenDataBlock, takeFirstScreenData, type Article } from '@inercise/shared';
import { primeArticle } from '../articles/primedArticle';

/** The id of the JSON block in which the server's first screen hands over the article it was drawn from. */
export const ARTICLE_DATA_ID = 'mf-content-first-screen-article';

export const articleDataBlock = (article: Article): string => firstScreenDataBlock(ARTICLE_DATA_ID, article);

/** Takes over the article of the server's first screen before the first render; anything unreadable is ignored. */
export function takeArticleFromFirstScreen(page: Document = document): boolean {
  const article = ArticleSchema.safeParse(takeFirstScreenData(ARTICLE_DATA_ID, page));
  if (!article.success) return false;
  primeArticle(article.data);
  return true;
}
