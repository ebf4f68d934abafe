import { z } from 'zod/mini';
import { AdminArticleChangeSchema, AdminArticleDraftSchema, AdminArticleRowSchema, AdminArticleSchema } from '../domain/admin/adminArticle';
import { pageSchema } from '../domain/page';
import { lazySchema } from '../validation/lazySchema';
import { pagingQuery } from './adminPaging';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

/** The blog's articles for the owner, drafts included. */
export const adminArticles = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/articles',
  auth: 'owner',
  query: lazySchema(() =>
    z.object({ published: z.optional(z.pipe(z.enum(['true', 'false']), z.transform((text: 'true' | 'false') => text === 'true'))), ...pagingQuery() }),
  ),
  response: lazySchema(() => pageSchema(AdminArticleRowSchema)),
  refusals: [400, 401, 403],
  summary: 'Articles, drafts included, newest publication day first; published=true|false shows only the published ones or the drafts',
  tags: ['admin'],
});

export const adminArticle = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/articles/:id',
  auth: 'owner',
  params: idParams('id'),
  response: AdminArticleSchema,
  refusals: [400, 401, 403, 404],
  summary: 'One article as the owner edits it, a draft too',
  tags: ['admin'],
});

export const adminCreateArticle = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/articles',
  auth: 'owner',
  body: AdminArticleDraftSchema,
  status: 201,
  response: AdminArticleSchema,
  refusals: [400, 401, 403],
  summary: 'Write a new article: both titles and bodies, author, day, header image; a draft unless published is true',
  tags: ['admin'],
});

export const adminChangeArticle = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/admin/articles/:id',
  auth: 'owner',
  params: idParams('id'),
  body: AdminArticleChangeSchema,
  response: AdminArticleSchema,
  refusals: [400, 401, 403, 404],
  summary: 'Change an article: only the fields sent; {published} alone publishes or unpublishes it. Answers the article',
  tags: ['admin'],
});
