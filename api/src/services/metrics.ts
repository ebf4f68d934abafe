// The shop's business counters, as the app's context names them; made by features/metrics/metrics.ts.
import type { Counter, Registry } from 'prom-client';

/** What a payment notification came to, a label of the notifications' counter. */
export type NotificationMetricOutcome = 'paid' | 'failed' | 'duplicate' | 'paidAfterCancellation' | 'chargeback' | 'ignored' | 'rejected';

export interface ShopMetrics {
  registry: Registry;
  ordersPlaced: Counter<'currency'>;
  ordersPaid: Counter<'currency'>;
  paymentNotifications: Counter<'outcome'>;
  /** Refused notifications by their reason (the outcome logged with them): a forgery, a test payment, a wrong sum. */
  paymentNotificationsRejected: Counter<'reason'>;
  chargebacks: Counter<'currency'>;
}
