import { basename } from 'node:path';
import pg from 'pg';
import { pgliteDataDir, type BackupResult, type DatabaseLocation } from './writeBackup.ts';

const INSERT = 'insert into backup_run (finished_at, kind, file, bytes) values ($1, $2, $3, $4)';

/**
 * Tells the database a backup of it succeeded (the API reports it as backup_last_success_timestamp_seconds). Written
 * after the file is complete, so the backup itself never holds its own row: a database restored from it reports
 * the backups before it, and the alert asks for a new one.
 */
export const recordBackup = async (location: DatabaseLocation, result: BackupResult): Promise<void> => {
  const values = [result.finishedAt.toISOString(), result.kind, basename(result.file), result.bytes];
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl });
    await client.connect();
    try {
      await client.query(INSERT, values);
    } finally {
      await client.end();
    }
    return;
  }
  // The API is stopped during a PGlite backup: the data directory is opened once more to write the row.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_START_PARAMS } = await import('../../db/pglite.ts');
  const instance = await PGlite.create(pgliteDataDir(location.dataDir), { startParams: PGLITE_START_PARAMS });
  try {
    await instance.query(INSERT, values);
  } finally {
    await instance.close();
  }
};
