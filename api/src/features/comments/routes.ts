import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';
import { addComment, approvedComments, isPublishedArticle, ownUnshownComments } from './commentQueries.ts';

const { AddCommentSchema, ArticleCommentSchema, ApiErrorSchema } = contracts;

/** A customer may post this many comments per window, counted per account (docs/product-rules.md#content-pages). */
export const COMMENTS_PER_WINDOW = 5;
export const COMMENT_WINDOW_MS = 10 * 60_000;

/**
 * Counted per account, after the route's own check of the token (the plugin's preHandler runs after the route's):
 * a call without a valid session is refused before it counts, and one customer's limit is the same wherever they post from.
 */
const accountKey = (request: FastifyRequest): string => `comment-user:${request.user?.userId ?? request.ip}`;

export const commentRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.post(
    '/add-comment',
    {
      preHandler: ctx.requireUser,
      config: { rateLimit: { max: COMMENTS_PER_WINDOW, timeWindow: COMMENT_WINDOW_MS, hook: 'preHandler', keyGenerator: accountKey } },
      schema: {
        tags: ['comments'],
        summary: 'Post a plain-text comment on a published article; it waits for the owner\'s approval',
        security: [{ bearer: [] }],
        body: AddCommentSchema,
        response: { 201: ArticleCommentSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { articleId, text } = request.body;
      if (!(await isPublishedArticle(ctx.db, articleId))) throw notFound('articleNotFound', 'articleId');
      return reply.status(201).send(await addComment(ctx.db, currentUserId(request), articleId, text));
    },
  );

  app.get(
    '/articles/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'The approved comments of a published article, oldest first (first name and date, never the e-mail)',
        params: z.object({ id: idParam }),
        response: { 200: z.array(ArticleCommentSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      if (!(await isPublishedArticle(ctx.db, request.params.id))) throw notFound('articleNotFound', 'id');
      return approvedComments(ctx.db, request.params.id);
    },
  );

  app.get(
    '/articles/:id/comments/mine',
    {
      preHandler: ctx.requireUser,
      schema: {
        tags: ['comments'],
        summary: 'The logged-in customer\'s own comments on an article not shown yet (waiting or rejected)',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        response: { 200: z.array(ArticleCommentSchema), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ownUnshownComments(ctx.db, request.params.id, currentUserId(request)),
  );
};
