import type { Seller } from '@inercise/contracts';
import { loadConfig } from './config.ts';
import { migrate, type Db } from './db/database.ts';
import { openDatabase } from './db/openDatabase.ts';
import { COMMAND_LINE } from './features/admin/audit.ts';
import type { StatusMailDeps } from './features/admin/orders/statusMail.ts';
import { isOrderStatus, moveOrderStatus } from './features/admin/orders/statusMoves.ts';
import { setRole } from './features/admin/roles.ts';
import { rotateSecondFactorKeys } from './features/secondFactor/rotateKeys.ts';
import { createSecretBox } from './features/secondFactor/secretBox.ts';
import { resetSecondFactor } from './features/secondFactor/secondFactorStore.ts';
import { endSessions } from './features/sessions/sessionStore.ts';
import { shopMailer } from './features/mail/mailer.ts';
import { createOutbox } from './features/mail/outbox.ts';
import { Registry } from 'prom-client';
import { formatAmount } from './money.ts';

export { ALLOWED } from './features/admin/orders/statusMoves.ts';

const USAGE = `usage:
  admin orders [STATUS]
  admin set-status <orderNumber> <PAID|SHIPPED|DELIVERED|RETURNED|CANCELLED> [--tracking <number>] [--reason <text>]
      CANCELLED (before SHIPPED) needs --reason; --tracking goes with SHIPPED and is mailed to the customer
  admin grant-admin <email>     the account (registered and activated in the shop) may use the back office
  admin revoke-admin <email>    it may not, from its next call on
  admin reset-second-factor <email>   removes its two-step login and recovery codes (a lost phone) and ends its sessions
  admin rotate-totp-key         seals every two-step login key again with the first key of TOTP_KEYS
On PGlite (no DATABASE_URL) run it while the API is stopped; with DATABASE_URL at any time.`;

/**
 * The shop owner's command line:
 *   npm run admin -w @inercise/api -- orders [STATUS]
 *   npm run admin -w @inercise/api -- set-status <orderNumber> <STATUS> [--tracking <number>] [--reason <text>]
 *   npm run admin -w @inercise/api -- grant-admin <email> | revoke-admin <email>
 *   npm run admin -w @inercise/api -- reset-second-factor <email>
 *   npm run admin -w @inercise/api -- rotate-totp-key
 * Status moves follow the back office's table (features/admin/orders/statusMoves.ts), are logged in the order's
 * history and the audit log as made from the command line, and mail the customer as the back office does.
 */
export const listOrders = async (db: Db, status?: string) => {
  let query = db
    .selectFrom('shop_order')
    .leftJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .select(['order_number', 'status', 'currency', 'total_price', 'shop_order.created_at', 'app_user.email'])
    .orderBy('shop_order.created_at', 'desc');
  if (status) query = query.where('status', '=', status.toUpperCase());
  return query.execute();
};

export interface SetStatusOptions {
  reason?: string | undefined;
  trackingNumber?: string | undefined;
  /** Where the customer's mail goes; without it none is sent. */
  mail?: StatusMailDeps;
  /** Who sells, for the invoice a move to PAID issues; without it none is. */
  seller?: Seller;
}

/** Moves an order on as the command line; answers an error text or null. */
export const setStatus = async (db: Db, orderNumber: string, target: string, options: SetStatusOptions = {}): Promise<string | null> => {
  if (!isOrderStatus(target)) return `unknown status ${target}`;
  const outcome = await moveOrderStatus(db, COMMAND_LINE, { orderNumber, to: target, reason: options.reason ?? null, trackingNumber: options.trackingNumber ?? null }, options.mail, options.seller);
  if (!outcome.moved) {
    switch (outcome.refusal) {
      case 'orderNotFound':
        return `no order ${orderNumber}`;
      case 'reasonRequired':
        return `cancelling ${orderNumber} needs a reason: set-status ${orderNumber} CANCELLED --reason "..."`;
      case 'trackingNumberOnlyWhenShipped':
        return `--tracking goes with SHIPPED only`;
      case 'changedMeanwhile':
        return `${orderNumber} changed meanwhile, try again`;
      case 'notAllowed':
        return `cannot move ${orderNumber} from ${outcome.from} to ${target} (allowed: ${outcome.allowed.join(', ') || 'none'})`;
    }
  }
  return null;
};

/** Gives or takes the back office; answers the line to print and the exit code. */
export const changeAdmin = async (db: Db, email: string, grant: boolean): Promise<{ message: string; code: number }> => {
  const change = await setRole(db, email, grant ? 'ADMIN' : 'CUSTOMER', COMMAND_LINE);
  const account = email.trim().toLowerCase();
  switch (change.outcome) {
    case 'unknownEmail':
      return { message: `no account with the e-mail ${account}${grant ? ': register it in the shop and activate it first' : ''}`, code: 1 };
    case 'inactive':
      return { message: `${account} is not activated yet: open the activation link mailed to it, then grant again`, code: 1 };
    case 'unchanged':
      return { message: grant ? `${account} is already an admin` : `${account} is not an admin`, code: 0 };
    case 'changed':
      return { message: grant ? `${account} is now an admin (back-office sessions last 2 hours)` : `${account} is no longer an admin`, code: 0 };
  }
};

/**
 * Removes an account's second factor (the owner lost the phone and the recovery codes) and ends its sessions: the
 * next login needs the password only, and in production enrolling again before anything else.
 */
export const resetOwnerFactor = async (db: Db, email: string): Promise<{ message: string; code: number }> => {
  const account = email.trim().toLowerCase();
  const user = await db.selectFrom('app_user').select('id').where('email', '=', account).executeTakeFirst();
  if (!user) return { message: `no account with the e-mail ${account}`, code: 1 };
  const removed = await resetSecondFactor(db, COMMAND_LINE, user.id);
  const ended = await endSessions(db, { userId: user.id, reason: 'passwordReset' });
  if (!removed) return { message: `${account} has no two-step login (${ended.length} session(s) ended)`, code: 0 };
  return { message: `${account}: two-step login removed, ${ended.length} session(s) ended; log in and turn it on again`, code: 0 };
};

/** `--name value` pairs after the positional arguments. */
const optionsOf = (args: string[]): { positional: string[]; named: Map<string, string> } | null => {
  const positional: string[] = [];
  const named = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const value = args[i + 1];
    if (value === undefined) return null;
    named.set(arg.slice(2), value);
    i += 1;
  }
  return { positional, named };
};

/** One command: `env` as the process has it, each line of the answer given to `print`; answers the exit code. */
export const runAdmin = async (args: string[], env: NodeJS.ProcessEnv = process.env, print: (line: string) => void = console.log): Promise<number> => {
  const [command, ...rest] = args;
  const parsed = optionsOf(rest);
  const known = new Set(['tracking', 'reason']);
  if (!command || !parsed || [...parsed.named.keys()].some((name) => !known.has(name))) {
    print(USAGE);
    return 2;
  }
  const { positional, named } = parsed;
  const config = loadConfig(env);
  // PGlite is one process per data directory: with the API running on the same one, this would open it twice.
  const database = await openDatabase(config);
  try {
    // In production the schema moves only by the release step (npm run migrate).
    if (!config.production) await migrate(database.db);
    if (command === 'orders' && positional.length <= 1) {
      for (const o of await listOrders(database.db, positional[0])) {
        print([o.order_number, o.status.padEnd(20), `${formatAmount(o.total_price)} ${o.currency}`.padStart(14), new Date(o.created_at).toISOString(), o.email ?? '(deleted account)'].join('  '));
      }
      return 0;
    }
    if (command === 'set-status' && positional.length === 2) {
      const [orderNumber, target] = [positional[0]!, positional[1]!.toUpperCase()];
      const outbox = createOutbox({
        database,
        seller: config.seller,
        transport: shopMailer(config),
        config: config.mail,
        work: true,
        registry: new Registry(),
        onError: (error) => print(`mail queue: ${error.message}`),
      });
      await outbox.start();
      try {
        const error = await setStatus(database.db, orderNumber, target, { reason: named.get('reason'), trackingNumber: named.get('tracking'), mail: { outbox, shopUrl: config.shopUrl }, seller: config.seller });
        print(error ?? `${orderNumber} is now ${target}`);
        // The customer's mail is queued with the move; it is sent here when the server allows, otherwise by the
        // API's worker (PostgreSQL) or at the API's next start (PGlite), with the usual retries.
        outbox.wake();
        const until = Date.now() + 15_000;
        while (Date.now() < until && (await outbox.due()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        return error ? 1 : 0;
      } finally {
        await outbox.stop();
      }
    }
    if ((command === 'grant-admin' || command === 'revoke-admin') && positional.length === 1 && named.size === 0) {
      const { message, code } = await changeAdmin(database.db, positional[0]!, command === 'grant-admin');
      print(message);
      return code;
    }
    if (command === 'reset-second-factor' && positional.length === 1 && named.size === 0) {
      const { message, code } = await resetOwnerFactor(database.db, positional[0]!);
      print(message);
      return code;
    }
    if (command === 'rotate-totp-key' && positional.length === 0 && named.size === 0) {
      const { resealed, current, unreadable } = await rotateSecondFactorKeys(database.db, createSecretBox(config.totpKeys, config.jwtSecret));
      print(`two-step login keys: ${resealed} sealed again, ${current} already with the first key of TOTP_KEYS`);
      if (unreadable > 0) print(`${unreadable} sealed with a key no longer given: keep that key in TOTP_KEYS and run again, or reset-second-factor those owners`);
      return unreadable > 0 ? 1 : 0;
    }
    print(USAGE);
    return 2;
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
