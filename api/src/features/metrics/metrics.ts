import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import type { NotificationMetricOutcome, ShopMetrics } from '../../services/metrics.ts';
import { zeroKnownSeries } from './initialSeries.ts';
import { registerShopGauges } from './shopGauges.ts';

export type { NotificationMetricOutcome, ShopMetrics };

/** The pool is read when scraped: a gauge per reading, labelled with the backend. */
const poolGauge = (registry: Registry, database: Database, name: string, help: string, read: (stats: ReturnType<Database['poolStats']>) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['backend'],
    registers: [registry],
    collect() {
      this.set({ backend: database.kind }, read(database.poolStats()));
    },
  });

/**
 * The shop's business metrics, in the app's registry (one per app instance, made by the operations layer with
 * `service="api"`, the process metrics and the HTTP histogram): several apps in one process (tests) keep their own.
 */
export const createMetrics = (database: Database, registry: Registry): ShopMetrics => {
  poolGauge(registry, database, 'db_pool_connections', 'Open database connections (PGlite: its one session)', (s) => s.open);
  poolGauge(registry, database, 'db_pool_idle_connections', 'Open database connections not in use (PGlite: 1 when its session is free)', (s) => s.idle);
  poolGauge(registry, database, 'db_pool_waiting_clients', 'Queries waiting for a database connection', (s) => s.waiting);
  // After the pool's gauges: a scrape reads the pool before its own queries queue for it.
  registerShopGauges(registry, database);
  const metrics: ShopMetrics = {
    registry,
    ordersPlaced: new Counter({ name: 'orders_placed_total', help: 'Orders created from a cart', labelNames: ['currency'], registers: [registry] }),
    ordersPaid: new Counter({ name: 'orders_paid_total', help: 'Orders that moved to PAID on a payment notification', labelNames: ['currency'], registers: [registry] }),
    paymentNotifications: new Counter({
      name: 'payment_notifications_total',
      help: 'Payment notifications received, by what they did (duplicate: already processed; rejected: failed verification)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    paymentNotificationsRejected: new Counter({
      name: 'payment_notifications_rejected_total',
      help: 'Payment notifications refused, by reason (badChecksum, badSignature, testMode, unknownTransaction, wrongAmount, wrongCurrency, malformed, tooLarge: over 8 KB, tooMany: past the rate limit)',
      labelNames: ['reason'],
      registers: [registry],
    }),
    chargebacks: new Counter({
      name: 'payment_chargebacks_total',
      help: 'Orders the payment provider reported charged back (counted once per order)',
      labelNames: ['currency'],
      registers: [registry],
    }),
  };
  zeroKnownSeries(metrics);
  return metrics;
};
