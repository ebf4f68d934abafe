import { callEndpoint } from '@inercise/shared';
import { addFavourite, favouriteArticles, removeFavourite } from '@inercise/shared/endpoints/favourites';

/** The ids of the customer's favourite articles. */
export async function fetchFavouriteIds(token: string): Promise<number[]> {
  return (await callEndpoint(favouriteArticles, { token })).map((article) => article.id);
}

/** Adds or removes one (both idempotent): whether the article is a favourite now. */
export async function setFavourite(token: string, articleId: number, favourite: boolean): Promise<boolean> {
  return (await callEndpoint(favourite ? addFavourite : removeFavourite, { token, body: { articleId } })).favourite;
}
