import { adminDailyStats } from '@inercise/contracts/routes/adminStats';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import type { AdminResource } from '../area.ts';
import { loadDailyStats } from './dailyStats.ts';

/** GET /admin/stats/daily: the back office's home, the shop's last days at a glance and what waits to be shipped. */
export const adminStatsRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, adminDailyStats, async (request) => loadDailyStats(ctx.db, request.query.days));
};
