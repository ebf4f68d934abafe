import { z } from 'zod/mini';
import { AdminDailyStatsSchema, DAILY_STATS_DAYS, DAILY_STATS_MAX_DAYS } from '../domain/admin/adminStats';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';

/** The back office's home: the shop's last days at a glance, what waits to be shipped and which inquiries wait for an offer. */
export const adminDailyStats = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/stats/daily',
  auth: 'owner',
  query: lazySchema(() =>
    z.object({ days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(DAILY_STATS_MAX_DAYS)), DAILY_STATS_DAYS) }),
  ),
  response: AdminDailyStatsSchema,
  refusals: [400, 401, 403],
  summary:
    'Paid orders (PAID, SHIPPED, DELIVERED) and their sums per day of the last `days` days (30 unless asked, at most 90) in Poland, by the day placed, per currency, in minor units; the paid orders waiting to ship and the inquiries waiting for an offer, oldest first',
  tags: ['admin'],
});
