import { ArticleSchema } from '../domain/article';
import { ArticleCategoriesSchema } from '../domain/articleCategory';
import { ArticleListFilterQuerySchema, ArticleListQuerySchema, ArticlePageSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

export const publishedArticles = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/articles/published',
  auth: 'public',
  query: ArticleListQuerySchema,
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
  query: ArticleListFilterQuerySchema,
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
