import type { FastifyRequest } from 'fastify';
import * as endpoints from '@inercise/contracts/routes/comments';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { addComment, approvedComments, isPublishedArticle, ownUnshownComments } from './commentQueries.ts';

/** A customer may post this many comments per window, counted per account (docs/product-rules.md#content-pages). */
export const COMMENTS_PER_WINDOW = 5;
const COMMENT_WINDOW_MS = 10 * 60_000;

/**
 * Counted per account, after the route's own check of the token (the plugin's preHandler runs after the route's):
 * a call without a valid session is refused before it counts, and one customer's limit is the same wherever they post from.
 */
const accountKey = (request: FastifyRequest): string => `comment-user:${request.user?.userId ?? request.ip}`;

export const commentRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(
    app,
    ctx,
    endpoints.addComment,
    async (request) => {
      const { articleId, text } = request.body;
      if (!(await isPublishedArticle(ctx.db, articleId))) throw notFound('articleNotFound', 'articleId');
      return addComment(ctx.db, currentUserId(request), articleId, text);
    },
    { config: { rateLimit: { max: COMMENTS_PER_WINDOW, timeWindow: COMMENT_WINDOW_MS, hook: 'preHandler', keyGenerator: accountKey } } },
  );

  endpointRoute(app, ctx, endpoints.articleComments, async (request) => {
    if (!(await isPublishedArticle(ctx.db, request.params.id))) throw notFound('articleNotFound', 'id');
    return approvedComments(ctx.db, request.params.id);
  });

  endpointRoute(app, ctx, endpoints.ownArticleComments, async (request) => ownUnshownComments(ctx.db, request.params.id, currentUserId(request)));
};
