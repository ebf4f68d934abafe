import { sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';

/**
 * Reads one number from the database when scraped. A database that does not answer leaves the gauge as it was:
 * /metrics keeps answering (service_ready and the pool gauges then tell what is wrong).
 */
const databaseGauge = (registry: Registry, name: string, help: string, read: () => Promise<number>) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const value = await read().catch(() => null);
      if (value !== null) this.set(value);
    },
  });

const numberOf = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/**
 * The shop's state as its owner watches it: paid orders nobody has sent on yet, and when the last backup finished.
 * Read at scrape time, so every replica reports the same value and the alert rules take their max.
 */
export const registerShopGauges = (registry: Registry, database: Database): void => {
  const { db } = database;
  databaseGauge(registry, 'orders_paid_waiting', 'Orders paid and not yet moved on (shipped, cancelled...)', async () => {
    const { rows } = await sql<{ value: string }>`select count(*) as value from shop_order where status = 'PAID'`.execute(db);
    return numberOf(rows[0]?.value);
  });
  databaseGauge(registry, 'orders_paid_oldest_waiting_age_seconds', 'How long the oldest order still PAID has waited since it was paid (0 when none waits)', async () => {
    const { rows } = await sql<{ value: string | null }>`
      select extract(epoch from now() - min(coalesce(paid_at, updated_at))) as value from shop_order where status = 'PAID'`.execute(db);
    return numberOf(rows[0]?.value);
  });
  databaseGauge(registry, 'backup_last_success_timestamp_seconds', 'When the last successful backup of this database finished (Unix time; 0 when none is recorded)', async () => {
    const { rows } = await sql<{ value: string | null }>`select extract(epoch from max(finished_at)) as value from backup_run`.execute(db);
    return Math.floor(numberOf(rows[0]?.value));
  });
};
