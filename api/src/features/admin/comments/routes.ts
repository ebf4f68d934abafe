import { z } from 'zod';
import * as endpoints from '@inercise/contracts/routes/adminComments';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { listComments, moderateComment, removeComment } from './commentModeration.ts';

/** Customers' comments on articles: the owner approves, rejects or removes them, each move audited. */
export const adminCommentRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminComments, async (request) => listComments(ctx.db, request.query));

  endpointRoute(admin, ctx, endpoints.adminModerateComment, async (request) => {
    const comment = await moderateComment(ctx.db, currentAdmin(request), request.params.id, request.body.status);
    if (!comment) throw notFound('commentNotFound', 'id');
    return comment;
  });

  endpointRoute(
    admin,
    ctx,
    endpoints.adminRemoveComment,
    async (request, reply) => {
      if (!(await removeComment(ctx.db, currentAdmin(request), request.params.id))) throw notFound('commentNotFound', 'id');
      return reply.send(null);
    },
    { documented: { response: { 204: z.null() } } },
  );
};
