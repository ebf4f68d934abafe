import { z } from 'zod';
import { adminAccess } from '@inercise/contracts/routes/adminAccess';
import { endpointRoute } from '../../http/endpointRoute.ts';
import type { AdminResource } from './area.ts';

/**
 * GET /admin/access: 204 for an admin's token, the area's refusals otherwise. For the shop's other servers that keep
 * something for admins only (the shell's server and its field data): they ask here, so the API alone decides.
 */
export const adminAccessRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, adminAccess, async (_request, reply) => reply.send(null), { documented: { response: { 204: z.null() } } });
};
