import { apiRequest } from '@inercise/shared';
import { AdminDailyStatsSchema, type AdminDailyStats } from '@inercise/shared/admin';

/** GET /admin/stats/daily: the last 30 days per currency, and the orders waiting to ship. */
export async function fetchDailyStats(token: string, signal?: AbortSignal): Promise<AdminDailyStats> {
  return (await apiRequest('/admin/stats/daily', { token, schema: AdminDailyStatsSchema, signal })).data;
}
