import { openPostgres, type Database } from './database.ts';

/**
 * The configured database: PostgreSQL when a URL is given, else PGlite in the data directory. PGlite (~45 MB of
 * code) is loaded only by an instance that uses it.
 */
export const openDatabase = async (config: { databaseUrl: string | null; dataDir: string }): Promise<Database> =>
  config.databaseUrl ? openPostgres(config.databaseUrl) : (await import('./pglite.ts')).openPglite(config.dataDir);
