import * as endpoints from '@inercise/contracts/routes/favourites';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { articleSelect, toArticle } from '../articles/articleRows.ts';

/**
 * A logged-in customer's favourite articles. Adding and removing are idempotent (adding twice keeps one, removing
 * what is not there is no error), so a double tap or a retried request cannot fail; both answer the state reached.
 */
export const favouriteRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(
    app,
    ctx,
    endpoints.addFavourite,
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

  endpointRoute(
    app,
    ctx,
    endpoints.removeFavourite,
    async (request) => {
      const { articleId } = request.body;
      await ctx.db.deleteFrom('favourite_article').where('user_id', '=', currentUserId(request)).where('article_id', '=', articleId).execute();
      return { articleId, favourite: false };
    },
  );

  endpointRoute(
    app,
    ctx,
    endpoints.favouriteArticles,
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
