import { adminAuditLog } from '@inercise/contracts/routes/adminAudit';
import { endpointRoute } from '../../http/endpointRoute.ts';
import type { AdminResource } from './area.ts';
import { loadAuditLog } from './audit.ts';

/** GET /admin/audit-log: every back-office change, newest first; of one entity kind (`order`, `user`) or one entity. */
export const auditLogRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, adminAuditLog, async (request) => loadAuditLog(ctx.db, request.query));
};
