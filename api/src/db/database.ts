import type { PGlite } from '@electric-sql/pglite';
import { createLogger } from '@inercise/ops/logger';
import { createHash } from 'node:crypto';
import { Kysely, Migrator, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations.ts';
import { DEFAULT_POOL_SETTINGS, type PoolSettings } from './poolSettings.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;

/** Connections of the pool right now (PGlite: its one session, busy or idle, and the queries queued for it). */
interface PoolStats {
  open: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PGlite: tests dump it as a template. */
  pglite: PGlite | null;
  /** Present on PostgreSQL: the mail queue opens its own small pool to it. */
  connectionString: string | null;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

// int8 (count(*), sums) as numbers, like PGlite answers them: our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

/** Kysely compiles `in (...)` lists to one text per length: the named statements stay bounded. */
const NAMED_LIMIT = 500;

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it on every call. This pool gives each
 * distinct select/insert/update/delete text a name: pg then prepares it once per connection and only
 * binds and executes it afterwards (the same saving as the PGlite dialect's prepared statements).
 */
const namingPool = (pool: pg.Pool, named: boolean): PostgresPool => {
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | undefined => {
    if (!named) return undefined;
    let name = names.get(text);
    if (name === undefined) {
      name = names.size < NAMED_LIMIT && /^(select|insert|update|delete|with) /.test(text) ? `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}` : null;
      names.set(text, name);
    }
    return name ?? undefined;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        const query = (text: string, values: readonly unknown[]) => client.query({ text, values: [...values], name: nameOf(text) });
        wrapper = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
};

/** Written as the servers' JSON lines (the API, the worker and the commands all open the database here). */
let poolLogger: ReturnType<typeof createLogger> | null = null;
const idleConnectionLost = (error: Error): void => {
  poolLogger ??= createLogger({ service: 'api', level: process.env.LOG_LEVEL ?? 'warn' });
  poolLogger.warn({ err: error }, 'PostgreSQL connection lost while idle');
};

/**
 * A pool to PostgreSQL with the given settings (a number: only the size). The statement timeout is a connection
 * parameter the server enforces: it cancels the statement, and the connection stays usable.
 */
export const openPostgres = (connectionString: string, settings: number | Partial<PoolSettings> = {}): Database => {
  const { max, connectTimeoutMs, statementTimeoutMs, idleTimeoutMs, preparedStatements } = { ...DEFAULT_POOL_SETTINGS, ...(typeof settings === 'number' ? { max: settings } : settings) };
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: idleTimeoutMs,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // A connection the server ends while it sits idle in the pool (a restart, a failover, an administrator) is
  // dropped by pg and replaced on the next query; its error is only reported, never allowed to crash the API.
  pool.on('error', idleConnectionLost);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namingPool(pool, preparedStatements) }) });
  const poolStats = () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: 'postgres', pglite: null, connectionString, poolStats, close: () => db.destroy() };
};

const migrator = (db: Db) => new Migrator({ db, provider: migrationProvider });

/** Applies the pending migrations (one at a time across replicas: Kysely locks) and answers their names. */
export const migrate = async (db: Db): Promise<string[]> => {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};

/** Migrations this code knows that the database has not applied yet, in order (reads only). */
export const pendingMigrations = async (db: Db): Promise<string[]> =>
  (await migrator(db).getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
