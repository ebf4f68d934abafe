import { openPostgres, type Database } from './database.ts';
import type { PoolSettings } from './poolSettings.ts';

/**
 * The configured database: PostgreSQL when a URL is given, else PGlite in the data directory. PGlite (~45 MB of
 * code) is loaded only by an instance that uses it.
 */
export const openDatabase = async (config: { databaseUrl: string | null; dataDir: string; databasePool?: PoolSettings }): Promise<Database> =>
  config.databaseUrl ? openPostgres(config.databaseUrl, config.databasePool) : (await import('./pglite.ts')).openPglite(config.dataDir);
