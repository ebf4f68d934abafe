import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import type { AdminResource } from '../area.ts';
import { loadDailyStats } from './dailyStats.ts';

const { ApiErrorSchema } = contracts;
const { AdminDailyStatsSchema, DAILY_STATS_DAYS, DAILY_STATS_MAX_DAYS } = adminContracts;

/** GET /admin/stats/daily: the back office's home, the shop's last days at a glance and what waits to be shipped. */
export const adminStatsRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/stats/daily',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Paid orders (PAID, SHIPPED, DELIVERED) and their sums per day of the last `days` days (30 unless asked, at most 90) in Poland, by the day placed, per currency, in minor units; and the paid orders waiting to ship, oldest first',
        security: [{ bearer: [] }],
        querystring: z.object({ days: z.coerce.number().int().min(1).max(DAILY_STATS_MAX_DAYS).default(DAILY_STATS_DAYS) }),
        response: { 200: AdminDailyStatsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => loadDailyStats(ctx.db, request.query.days),
  );
};
