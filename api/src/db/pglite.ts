import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { Database } from './database.ts';
import { PGliteDialect } from './pgliteDialect.ts';
import type { DB } from './schema.ts';

/**
 * PGlite's start parameters plus smaller shared buffers: PostgreSQL's default 128 MB is allocated in the
 * WebAssembly memory up front and is most of PGlite's resident size; the shop's data is a few MB and the
 * operating system caches the data files anyway.
 */
export const PGLITE_START_PARAMS = [...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams, '-c', 'shared_buffers=32MB'];

export const wrapPglite = (instance: PGlite): Database => {
  const dialect = new PGliteDialect(instance);
  const db = new Kysely<DB>({ dialect });
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    connectionString: null,
    poolStats: () => {
      const { inUse, waiting } = dialect.stats();
      return { open: 1, idle: inUse ? 0 : 1, waiting };
    },
    close: async () => {
      await db.destroy();
      if (!instance.closed) await instance.close();
    },
  };
};

const initScript = fileURLToPath(new URL('./initDataDir.mjs', import.meta.url));

export const openPglite = async (dataDir: string): Promise<Database> => {
  mkdirSync(dataDir, { recursive: true });
  const pgData = join(dataDir, 'db');
  // A new data directory is initialised by a short-lived process (see initDataDir.mjs): opening an
  // existing one costs ~400 MB of resident memory, initialising it here ~900 MB for the process's life.
  if (!existsSync(join(pgData, 'PG_VERSION'))) await promisify(execFile)(process.execPath, [initScript, pgData]);
  const instance = await PGlite.create(pgData, { startParams: PGLITE_START_PARAMS });
  return wrapPglite(instance);
};

