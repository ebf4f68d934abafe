import { z } from 'zod/mini';
import { AdminArticleCommentChangeSchema, AdminArticleCommentSchema } from '../domain/admin/adminArticleComment';
import { pageSchema } from '../domain/page';
import { lazySchema } from '../validation/lazySchema';
import { pagingQuery } from './adminPaging';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

/** Customers' comments on articles, for the owner to approve, reject or remove. */
export const adminComments = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/comments',
  auth: 'owner',
  query: lazySchema(() => z.object({ status: z.optional(z.enum(['PENDING', 'APPROVED', 'REJECTED'])), ...pagingQuery() })),
  response: lazySchema(() => pageSchema(AdminArticleCommentSchema)),
  refusals: [400, 401, 403],
  summary: 'Article comments, the waiting ones first; status=PENDING|APPROVED|REJECTED shows only those',
  tags: ['admin'],
});

export const adminModerateComment = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/admin/comments/:id',
  auth: 'owner',
  params: idParams('id'),
  body: AdminArticleCommentChangeSchema,
  response: AdminArticleCommentSchema,
  refusals: [400, 401, 403, 404],
  summary: 'Approve (shown under its article) or reject a comment; answers the comment',
  tags: ['admin'],
});

export const adminRemoveComment = /*#__PURE__*/ endpoint({
  method: 'DELETE',
  path: '/admin/comments/:id',
  auth: 'owner',
  params: idParams('id'),
  answer: 'empty',
  status: 204,
  refusals: [400, 401, 403, 404],
  summary: 'Remove a comment for good (an approved one leaves its article at once)',
  tags: ['admin'],
});
