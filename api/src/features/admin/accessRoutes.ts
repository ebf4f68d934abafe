import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AdminResource } from './area.ts';

const { ApiErrorSchema } = contracts;

/**
 * GET /admin/access: 204 for an admin's token, the area's refusals otherwise. For the shop's other servers that keep
 * something for admins only (the shell's server and its field data): they ask here, so the API alone decides.
 */
export const adminAccessRoutes: AdminResource = (admin) => {
  admin.get(
    '/access',
    {
      schema: {
        tags: ['admin'],
        summary: "Whether the token is an admin's back-office session: 204, or 401/403 as every admin call answers",
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (_request, reply) => reply.status(204).send(null),
  );
};
