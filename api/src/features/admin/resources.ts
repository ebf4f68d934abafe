import type { AdminResource } from './area.ts';
import { auditLogRoutes } from './auditRoutes.ts';
import { adminInboxRoutes } from './inbox/routes.ts';
import { adminOrderRoutes } from './orders/routes.ts';

/** The back office's resources, each registered under /admin behind the admin check (area.ts). */
export const adminResources: readonly AdminResource[] = [auditLogRoutes, adminOrderRoutes, adminInboxRoutes];
