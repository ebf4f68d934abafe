import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { pagingQuery } from '../paging.ts';
import { changeArticle, createArticle, listArticles, loadArticle } from './articleQueries.ts';

const { ApiErrorSchema, pageSchema } = contracts;
const { AdminArticleRowSchema, AdminArticleSchema, AdminArticleDraftSchema, AdminArticleChangeSchema } = adminContracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/**
 * The longest article the contract takes (two bodies of ADMIN_ARTICLE_BODY_MAX characters, each up to three bytes
 * as JSON, more when escaped) is well over the shop's 64 KB for a body: the owner's articles get room for it. Only
 * an admin's request is read at all (area.ts).
 */
const ARTICLE_BODY_LIMIT = 1024 * 1024;

/**
 * The blog's articles for the owner: drafts and published ones, written and published here. The shop reads the
 * table on every request (no copy is kept by any replica or by the storefront's servers), so a publish or an
 * unpublish is what shoppers get from the next request on.
 */
export const adminArticleRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/articles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Articles, drafts included, newest publication day first; published=true|false shows only the published ones or the drafts',
        security: [{ bearer: [] }],
        querystring: z.object({ published: z.enum(['true', 'false']).transform((text) => text === 'true').optional(), ...pagingQuery }),
        response: { 200: pageSchema(AdminArticleRowSchema), ...refusals },
      },
    },
    async (request) => listArticles(ctx.db, request.query),
  );

  admin.get(
    '/articles/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One article as the owner edits it, a draft too',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: AdminArticleSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const article = await loadArticle(ctx.db, request.params.id);
      if (!article) throw notFound('articleNotFound', 'id');
      return article;
    },
  );

  admin.post(
    '/articles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Write a new article: both titles and bodies, author, day, header image; a draft unless published is true',
        security: [{ bearer: [] }],
        body: AdminArticleDraftSchema,
        response: { 201: AdminArticleSchema, ...refusals },
      },
      bodyLimit: ARTICLE_BODY_LIMIT,
    },
    async (request, reply) => reply.status(201).send(await createArticle(ctx.db, currentAdmin(request), request.body)),
  );

  admin.patch(
    '/articles/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change an article: only the fields sent; {published} alone publishes or unpublishes it. Answers the article',
        security: [{ bearer: [] }],
        params: idParams,
        body: AdminArticleChangeSchema,
        response: { 200: AdminArticleSchema, ...refusals, 404: ApiErrorSchema },
      },
      bodyLimit: ARTICLE_BODY_LIMIT,
    },
    async (request) => {
      const article = await changeArticle(ctx.db, currentAdmin(request), request.params.id, request.body);
      if (!article) throw notFound('articleNotFound', 'id');
      return article;
    },
  );
};
