import type { AppContext, TypedApp } from '../../context.ts';
import { contracts } from '../../contracts.ts';
import { currentUserId } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { articleSelect, toArticle } from '../articles/articleRows.ts';

const { ApiErrorSchema, FavouriteArticlePayloadSchema, FavouriteArticlesSchema, FavouriteStateSchema } = contracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/**
 * A logged-in customer's favourite articles. Adding and removing are idempotent (adding twice keeps one, removing
 * what is not there is no error), so a double tap or a retried request cannot fail; both answer the state reached.
 */
export const favouriteRoutes = (app: TypedApp, ctx: AppContext): void => {
  const auth = { preHandler: ctx.requireUser };

  app.post(
    '/add-to-favourite',
    {
      ...auth,
      schema: {
        tags: ['articles'],
        summary: 'Keep a published article among the customer\'s favourites (again: no change); 404 articleNotFound for any other article',
        security: [{ bearer: [] }],
        body: FavouriteArticlePayloadSchema,
        response: { 200: FavouriteStateSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { articleId } = request.body;
      // Only a published article can be chosen: a draft's id says nothing to a customer.
      const article = await ctx.db.selectFrom('article').select('id').where('id', '=', articleId).where('published', '=', true).executeTakeFirst();
      if (!article) throw notFound('articleNotFound', 'articleId');
      await ctx.db
        .insertInto('favourite_article')
        .values({ user_id: currentUserId(request), article_id: articleId })
        .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
        .execute();
      return { articleId, favourite: true };
    },
  );

  app.post(
    '/remove-from-favourite',
    {
      ...auth,
      schema: {
        tags: ['articles'],
        summary: 'Take an article off the customer\'s favourites (not among them: no change)',
        security: [{ bearer: [] }],
        body: FavouriteArticlePayloadSchema,
        response: { 200: FavouriteStateSchema, ...refusals },
      },
    },
    async (request) => {
      const { articleId } = request.body;
      await ctx.db.deleteFrom('favourite_article').where('user_id', '=', currentUserId(request)).where('article_id', '=', articleId).execute();
      return { articleId, favourite: false };
    },
  );

  app.get(
    '/favourite-articles',
    {
      ...auth,
      schema: {
        tags: ['articles'],
        summary: 'The customer\'s favourite articles that are published, the latest chosen first',
        security: [{ bearer: [] }],
        response: { 200: FavouriteArticlesSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const rows = await articleSelect(ctx.db)
        .innerJoin('favourite_article', 'favourite_article.article_id', 'article.id')
        .where('favourite_article.user_id', '=', currentUserId(request))
        .orderBy('favourite_article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .execute();
      return rows.map(toArticle);
    },
  );
};
