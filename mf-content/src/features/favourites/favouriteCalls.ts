import { apiRequest, FavouriteArticlesSchema, FavouriteStateSchema } from '@inercise/shared';

/** GET /favourite-articles: the ids of the customer's favourite articles. */
export async function fetchFavouriteIds(token: string): Promise<number[]> {
  const { data } = await apiRequest('/favourite-articles', { token, schema: FavouriteArticlesSchema });
  return data.map((article) => article.id);
}

/** POST /add-to-favourite or /remove-from-favourite (both idempotent): whether the article is a favourite now. */
export async function setFavourite(token: string, articleId: number, favourite: boolean): Promise<boolean> {
  const path = favourite ? '/add-to-favourite' : '/remove-from-favourite';
  const { data } = await apiRequest(path, { method: 'POST', token, body: { articleId }, schema: FavouriteStateSchema });
  return data.favourite;
}
