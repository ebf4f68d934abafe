import { z } from 'zod';
import { adminContracts, contracts } from '../../contracts.ts';
import type { AdminResource } from './area.ts';
import { loadAuditLog } from './audit.ts';
import { pagingQuery } from './paging.ts';

const { ApiErrorSchema, pageSchema } = contracts;
const { AdminAuditEntrySchema } = adminContracts;

/** GET /admin/audit-log: every back-office change, newest first; of one entity kind (`order`, `user`) or one entity. */
export const auditLogRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Back-office changes, newest first, with who made them and the fields before and after',
        security: [{ bearer: [] }],
        querystring: z.object({ entityKind: z.string().min(1).max(40).optional(), entityId: z.string().min(1).max(100).optional(), ...pagingQuery }),
        response: { 200: pageSchema(AdminAuditEntrySchema), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => loadAuditLog(ctx.db, request.query),
  );
};
