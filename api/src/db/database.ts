import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations.ts';
import { PGliteDialect } from './pgliteDialect.ts';
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

export const wrapPglite = (instance: PGlite): Database => {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(instance) });
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    close: async () => {
      await db.destroy();
      if (!instance.closed) await instance.close();
    },
  };
};

export const openPglite = async (dataDir: string): Promise<Database> => {
  mkdirSync(dataDir, { recursive: true });
  const instance = await PGlite.create(join(dataDir, 'db'));
  return wrapPglite(instance);
};

export const openDatabase = (config: { databaseUrl: string | null; dataDir: string }): Promise<Database> =>
  config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(config.dataDir);

export const migrate = async (db: Db): Promise<void> => {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
};
