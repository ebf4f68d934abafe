import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { CurrencyNameSchema } from '../currency';
import { OrderStatusNameSchema } from '../orderStatus';

/**
 * The statuses whose orders count as sales (docs/product-rules.md#back-office): paid, and on their way or delivered.
 * Orders not paid yet (INCOMPLETE, PLACED, PAYMENT_VERIFICATION) and those whose money never came or went back
 * (CANCELLED, RETURNED) are left out.
 */
export const revenueStatusNames = ['PAID', 'SHIPPED', 'DELIVERED'] as const;

/** How many days the dashboard shows when not asked otherwise, and at most. */
export const DAILY_STATS_DAYS = 30;
export const DAILY_STATS_MAX_DAYS = 90;

/** One day of one currency: its paid orders and their sum. */
export const AdminStatsDaySchema = lazySchema(() =>
  z.object({
    /** YYYY-MM-DD, a day in the shop's time zone. */
    day: z.string(),
    orders: z.int(),
    /** Minor units (grosze, euro cents). */
    revenueMinor: z.int(),
  }),
);
export type AdminStatsDay = z.infer<typeof AdminStatsDaySchema>;

/** One currency's days, oldest first, every day of the range (zeros where nothing was sold), and their totals. */
export const AdminStatsSeriesSchema = lazySchema(() =>
  z.object({
    currency: CurrencyNameSchema,
    days: z.array(AdminStatsDaySchema),
    totalOrders: z.int(),
    totalRevenueMinor: z.int(),
  }),
);
export type AdminStatsSeries = z.infer<typeof AdminStatsSeriesSchema>;

/** An order waiting for the owner: paid and not shipped yet, or an inquiry waiting for an offer. */
export const AdminWaitingOrderSchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    createdAt: z.string(),
    paidAt: z.nullable(z.string()),
    currency: CurrencyNameSchema,
    /** Minor units, as every amount of the stats. */
    totalMinor: z.int(),
    customerName: z.string(),
    /** Ordered today, in the shop's time zone. */
    placedToday: z.boolean(),
  }),
);
export type AdminWaitingOrder = z.infer<typeof AdminWaitingOrderSchema>;

/** Orders waiting for the owner: every one counted, the oldest listed. */
export const AdminWaitingQueueSchema = lazySchema(() =>
  z.object({
    /** Every order waiting, however many `orders` shows. */
    total: z.int(),
    placedToday: z.int(),
    /** The oldest first, at most 50. */
    orders: z.array(AdminWaitingOrderSchema),
  }),
);
export type AdminWaitingQueue = z.infer<typeof AdminWaitingQueueSchema>;

/**
 * GET /admin/stats/daily: the dashboard. Paid orders (revenueStatusNames) and their sums per day of the shop's time
 * zone, by the day each was placed, one series per currency (PLN and EUR are never added together); the paid
 * orders waiting to ship and the inquiries waiting for an offer, oldest first.
 */
export const AdminDailyStatsSchema = lazySchema(() =>
  z.object({
    timeZone: z.string(),
    /** The shop's today, YYYY-MM-DD; the range ends with it. */
    today: z.string(),
    from: z.string(),
    /** Which statuses were counted. */
    countedStatuses: z.array(OrderStatusNameSchema),
    series: z.array(AdminStatsSeriesSchema),
    waitingToShip: AdminWaitingQueueSchema,
    /** Inquiries (PLACED, no online payment) waiting for the owner's offer. Optional for an API that does not list them. */
    waitingForOffer: z.optional(AdminWaitingQueueSchema),
  }),
);
export type AdminDailyStats = z.infer<typeof AdminDailyStatsSchema>;
