import { apiRequest, FavouriteArticlesSchema, FavouriteStateSchema, type Article } from '@inercise/shared';

/** GET /favourite-articles: the customer's favourite published articles, the latest chosen first. */
export async function fetchFavouriteArticles(token: string, signal?: AbortSignal): Promise<Article[]> {
  return (await apiRequest('/favourite-articles', { token, schema: FavouriteArticlesSchema, signal })).data;
}

/** POST /remove-from-favourite (idempotent: an article already taken off is no error). */
export async function removeFavouriteArticle(token: string, articleId: number): Promise<void> {
  await apiRequest('/remove-from-favourite', { method: 'POST', token, body: { articleId }, schema: FavouriteStateSchema });
}
