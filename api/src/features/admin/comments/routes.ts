import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { pagingQuery } from '../paging.ts';
import { listComments, moderateComment, removeComment } from './commentModeration.ts';

const { ApiErrorSchema, pageSchema } = contracts;
const { AdminArticleCommentSchema, AdminArticleCommentChangeSchema } = adminContracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Customers' comments on articles: the owner approves, rejects or removes them, each move audited. */
export const adminCommentRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/comments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Article comments, the waiting ones first; status=PENDING|APPROVED|REJECTED shows only those',
        security: [{ bearer: [] }],
        querystring: z.object({ status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional(), ...pagingQuery }),
        response: { 200: pageSchema(AdminArticleCommentSchema), ...refusals },
      },
    },
    async (request) => listComments(ctx.db, request.query),
  );

  admin.patch(
    '/comments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (shown under its article) or reject a comment; answers the comment',
        security: [{ bearer: [] }],
        params: idParams,
        body: AdminArticleCommentChangeSchema,
        response: { 200: AdminArticleCommentSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const comment = await moderateComment(ctx.db, currentAdmin(request), request.params.id, request.body.status);
      if (!comment) throw notFound('commentNotFound', 'id');
      return comment;
    },
  );

  admin.delete(
    '/comments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a comment for good (an approved one leaves its article at once)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: z.null(), ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await removeComment(ctx.db, currentAdmin(request), request.params.id))) throw notFound('commentNotFound', 'id');
      return reply.status(204).send(null);
    },
  );
};
