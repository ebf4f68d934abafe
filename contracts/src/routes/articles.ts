import { z } from 'zod/mini';
import { ArticleSchema } from '../domain/article';
import { ArticleCategoriesSchema } from '../domain/articleCategory';
import { pageSchema } from '../domain/page';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** How a list of published articles is ordered and paged: newest first, one page of up to 100, unless asked. */
const listQuery = () =>
  z.object({
    sortBy: z._default(z.enum(['datePublished', 'id']), 'datePublished'),
    sortDir: z._default(z.enum(['ASC', 'DESC', 'asc', 'desc']), 'DESC'),
    page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10000)), 0),
    size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 100),
  });

const ArticlePageSchema = lazySchema(() => pageSchema(ArticleSchema));

export const publishedArticles = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/articles/published',
  auth: 'public',
  query: lazySchema(listQuery),
  response: ArticlePageSchema,
  refusals: [400],
  summary: 'The published articles, one page, newest first unless asked otherwise',
  tags: ['articles'],
});

/** The spec's "blog articles call with a flag true": the same list, the flag being ?published=true. */
export const articles = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/articles',
  auth: 'public',
  query: lazySchema(() => z.extend(listQuery(), { published: z.optional(z.enum(['true', 'false'])) })),
  response: ArticlePageSchema,
  refusals: [400],
  summary: 'The published articles as /articles/published lists them (the flag ?published=true changes nothing)',
  tags: ['articles'],
});

export const article = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/articles/:id',
  auth: 'public',
  params: idParams('id'),
  response: ArticleSchema,
  refusals: [400, 404],
  summary: 'One published article; 404 for an unknown or unpublished one',
  tags: ['articles'],
});

/** The blog's categories: what the blog filters by and the back office's article editor chooses from. */
export const articleCategories = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/article-category',
  auth: 'public',
  response: ArticleCategoriesSchema,
  summary: "Every blog category with its name per language and its slug, in the blog's order",
  tags: ['articles'],
});
