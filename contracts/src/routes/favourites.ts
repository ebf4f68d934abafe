import { FavouriteArticlePayloadSchema, FavouriteArticlesSchema, FavouriteStateSchema } from '../domain/favouriteArticle';
import { endpoint } from './endpoint';

// Adding and removing are idempotent: a double tap or a retried request cannot fail; both answer the state reached.

export const addFavourite = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/add-to-favourite',
  auth: 'customer',
  body: FavouriteArticlePayloadSchema,
  response: FavouriteStateSchema,
  refusals: [400, 401, 404],
  summary: "Keep a published article among the customer's favourites (again: no change); 404 articleNotFound for any other article",
  tags: ['articles'],
});

export const removeFavourite = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/remove-from-favourite',
  auth: 'customer',
  body: FavouriteArticlePayloadSchema,
  response: FavouriteStateSchema,
  refusals: [400, 401],
  summary: "Take an article off the customer's favourites (not among them: no change)",
  tags: ['articles'],
});

export const favouriteArticles = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/favourite-articles',
  auth: 'customer',
  response: FavouriteArticlesSchema,
  refusals: [401],
  summary: "The customer's favourite published articles, the latest chosen first",
  tags: ['articles'],
});
