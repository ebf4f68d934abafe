import { sql } from 'kysely';
import { loadConfig } from './config.ts';
import { migrate, openDatabase, type Db } from './db/database.ts';
import { formatAmount } from './money.ts';

/**
 * The shop owner's command line:
 *   npm run admin -w @inercise/api -- orders [STATUS]
 *   npm run admin -w @inercise/api -- set-status <orderNumber> <PAID|SHIPPED|DELIVERED|RETURNED>
 * Only forward moves that make sense are allowed (see ALLOWED).
 */
export const ALLOWED: Record<string, string[]> = {
  PLACED: ['PAID', 'SHIPPED'],
  PAYMENT_VERIFICATION: [],
  INCOMPLETE: [],
  PAID: ['SHIPPED'],
  SHIPPED: ['DELIVERED', 'RETURNED'],
  DELIVERED: ['RETURNED'],
  RETURNED: [],
};

export const listOrders = async (db: Db, status?: string) => {
  let query = db
    .selectFrom('shop_order')
    .leftJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .select(['order_number', 'status', 'currency', 'total_price', 'shop_order.created_at', 'app_user.email'])
    .orderBy('shop_order.created_at', 'desc');
  if (status) query = query.where('status', '=', status.toUpperCase());
  return query.execute();
};

/** Moves an order forward in one conditional statement; answers an error text or null. */
export const setStatus = async (db: Db, orderNumber: string, target: string): Promise<string | null> => {
  const order = await db.selectFrom('shop_order').select(['status']).where('order_number', '=', orderNumber).executeTakeFirst();
  if (!order) return `no order ${orderNumber}`;
  const allowed = ALLOWED[order.status] ?? [];
  if (!allowed.includes(target)) return `cannot move ${orderNumber} from ${order.status} to ${target} (allowed: ${allowed.join(', ') || 'none'})`;
  const result = await db
    .updateTable('shop_order')
    .set({ status: target, updated_at: sql`now()`, ...(target === 'PAID' ? { paid_at: sql`now()` } : {}) })
    .where('order_number', '=', orderNumber)
    .where('status', '=', order.status)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? null : `${orderNumber} changed meanwhile, try again`;
};

const run = async (args: string[]): Promise<number> => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    // In production the schema moves only by the release step (npm run migrate).
    if (!config.production) await migrate(database.db);
    const [command, ...rest] = args;
    if (command === 'orders') {
      for (const o of await listOrders(database.db, rest[0])) {
        console.log([o.order_number, o.status.padEnd(20), `${formatAmount(o.total_price)} ${o.currency}`.padStart(14), new Date(o.created_at).toISOString(), o.email ?? '(deleted account)'].join('  '));
      }
      return 0;
    }
    if (command === 'set-status' && rest.length === 2) {
      const error = await setStatus(database.db, rest[0]!, rest[1]!.toUpperCase());
      console.log(error ?? `${rest[0]} is now ${rest[1]!.toUpperCase()}`);
      return error ? 1 : 0;
    }
    console.log('usage: admin orders [STATUS] | admin set-status <orderNumber> <PAID|SHIPPED|DELIVERED|RETURNED>');
    return 2;
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
