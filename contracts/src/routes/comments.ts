import { AddCommentSchema, ArticleCommentListSchema, ArticleCommentSchema } from '../domain/articleComment';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

export const addComment = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/add-comment',
  auth: 'customer',
  body: AddCommentSchema,
  response: ArticleCommentSchema,
  status: 201,
  refusals: [400, 401, 404, 429],
  summary: "Post a plain-text comment on a published article; it waits for the owner's approval",
  tags: ['comments'],
});

export const articleComments = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/articles/:id/comments',
  auth: 'public',
  params: idParams('id'),
  response: ArticleCommentListSchema,
  refusals: [400, 404],
  summary: 'The approved comments of a published article, oldest first (first name and date, never the e-mail)',
  tags: ['comments'],
});

export const ownArticleComments = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/articles/:id/comments/mine',
  auth: 'customer',
  params: idParams('id'),
  response: ArticleCommentListSchema,
  refusals: [400, 401],
  summary: "The logged-in customer's own comments on an article not shown yet (waiting or rejected)",
  tags: ['comments'],
});
