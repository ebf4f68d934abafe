import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { backupKindOf, KIND_NAME, type BackupKind } from './backupKind.ts';
import { runPostgresTool } from './postgresTools.ts';
import { pgliteDataDir, pgliteInUse, type DatabaseLocation } from './writeBackup.ts';

/** A restore that must not go ahead; its message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  kind: BackupKind;
  durationMs: number;
  /** PGlite with --force: where the replaced data directory was kept. */
  replaced: string | null;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Schemas of the database's own objects: every one but PostgreSQL's catalogues and temporary schemas. */
const USER_SCHEMAS = `select nspname as name from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp\\_%'`;

const restorePostgres = async (databaseUrl: string, file: string, force: boolean) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in (select name from (${USER_SCHEMAS}) s)`,
    );
    const count = tables.rows[0]!.n;
    if (count > 0 && !force) throw new RestoreRefused(`the database has ${count} tables already: restore replaces everything in it only with --force (never merged)`);
    if (count > 0) {
      // Everything of the database's own goes, so nothing of the old data can mix with the backup's.
      const schemas = await client.query<{ name: string }>(USER_SCHEMAS);
      await client.query('begin');
      for (const { name } of schemas.rows) await client.query(`drop schema ${quote(name)} cascade`);
      await client.query('create schema public');
      await client.query('commit');
    }
  } finally {
    await client.end();
  }
  // One transaction: a restore that fails leaves the (emptied) database without half the backup's tables.
  await runPostgresTool('pg_restore', databaseUrl, ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file]);
};

const restorePglite = async (dataDir: string, file: string, force: boolean): Promise<string | null> => {
  const target = pgliteDataDir(dataDir);
  const present = existsSync(join(target, 'PG_VERSION'));
  const inUse = pgliteInUse(target);
  if (inUse) throw new RestoreRefused(inUse);
  if (present && !force) throw new RestoreRefused(`${target} holds a database already: restore replaces it only with --force (the old one is then kept beside it)`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_START_PARAMS } = await import('../../db/pglite.ts');
  // Loaded beside the target first: the database in place is touched only once the backup opened well.
  const staging = `${target}.restoring-${process.pid}`;
  await mkdir(dataDir, { recursive: true });
  await rm(staging, { recursive: true, force: true });
  try {
    const instance = await PGlite.create(staging, { loadDataDir: new Blob([await readFile(file)]), startParams: PGLITE_START_PARAMS });
    try {
      await instance.query('select count(*) from information_schema.tables');
    } finally {
      await instance.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let replaced: string | null = null;
  if (existsSync(target)) {
    replaced = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target, replaced);
  }
  await rename(staging, target);
  return replaced;
};

/**
 * Restores `file` into the database `location` names. Refuses a backup of the other kind, and a database that
 * holds anything already unless `force` (then everything in it is replaced, never merged).
 */
export const restoreBackup = async (location: DatabaseLocation, file: string, force: boolean): Promise<RestoreResult> => {
  const started = performance.now();
  if (!existsSync(file)) throw new RestoreRefused(`no file ${file}`);
  const kind = await backupKindOf(file);
  const wanted: BackupKind = location.databaseUrl ? 'postgres' : 'pglite';
  if (kind === null) throw new RestoreRefused(`${file} is not a backup of this shop (neither a pg_dump custom-format archive nor a PGlite data directory)`);
  if (kind !== wanted) {
    const hint = kind === 'postgres' ? 'set DATABASE_URL to the PostgreSQL server to restore it into' : 'unset DATABASE_URL to restore it into PGlite in DATA_DIR';
    throw new RestoreRefused(`${file} is a backup of ${KIND_NAME[kind]}, but the target is ${KIND_NAME[wanted]}: ${hint}`);
  }
  let replaced: string | null = null;
  if (location.databaseUrl) await restorePostgres(location.databaseUrl, file, force);
  else replaced = await restorePglite(location.dataDir, file, force);
  return { kind, durationMs: Math.round(performance.now() - started), replaced };
};
