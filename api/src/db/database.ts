import type { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations.ts';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PGlite: tests dump it as a template. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

// int8 (count(*), sums) as numbers, like PGlite answers them: our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export const openPostgres = (connectionString: string, max = 10): Database => {
  const pool = new pg.Pool({ connectionString, max });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', pglite: null, close: () => db.destroy() };
};

/** PGlite (~45 MB of code) is loaded only by an instance that uses it. */
export const openDatabase = async (config: { databaseUrl: string | null; dataDir: string }): Promise<Database> =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : (await import('./pglite.ts')).openPglite(config.dataDir);

export const migrate = async (db: Db): Promise<void> => {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
};
