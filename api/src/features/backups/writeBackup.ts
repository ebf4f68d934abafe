import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { databaseConfig } from '../../config.ts';
import { BACKUP_EXTENSION, type BackupKind } from './backupKind.ts';
import { runPostgresTool } from './postgresTools.ts';

export type DatabaseLocation = ReturnType<typeof databaseConfig>;

export interface BackupResult {
  file: string;
  kind: BackupKind;
  bytes: number;
  durationMs: number;
  finishedAt: Date;
}

/** The PGlite data directory inside DATA_DIR (as openPglite lays it out). */
export const pgliteDataDir = (dataDir: string) => join(dataDir, 'db');

/**
 * Why the PGlite data directory must not be touched now, or null. An open PGlite keeps `postmaster.pid` there (its
 * process id is not a real one, so only its presence tells); a second process writing the same files would break them.
 */
export const pgliteInUse = (pgData: string): string | null =>
  existsSync(join(pgData, 'postmaster.pid'))
    ? `${pgData} is in use (postmaster.pid): stop the API first. After a crash, start the API once and stop it, or delete postmaster.pid when sure nothing uses the directory`
    : null;

/** Backups the nightly jobs write are named `inercise-<UTC time>.<kind's extension>`, so they sort by age. */
export const nightlyName = (kind: BackupKind, at: Date) => `inercise-${at.toISOString().replace(/[:.]/g, '-')}${BACKUP_EXTENSION[kind]}`;

const NIGHTLY = /^inercise-\d{4}-\d{2}-\d{2}T[\d-]+Z(\.pgdump|\.pglite\.tar\.gz)$/;

/** `target` is the file to write, or a directory to write a newly named backup into. */
export const backupPath = (target: string, kind: BackupKind, at: Date) =>
  existsSync(target) && statSync(target).isDirectory() ? join(target, nightlyName(kind, at)) : target;

const flushToDisk = async (file: string) => {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

const dumpPglite = async (dataDir: string, temp: string) => {
  const pgData = pgliteDataDir(dataDir);
  // Opening a missing directory would create an empty database and back that up.
  if (!existsSync(join(pgData, 'PG_VERSION'))) throw new Error(`no PGlite database in ${pgData} (set DATA_DIR, or DATABASE_URL for a PostgreSQL server)`);
  const inUse = pgliteInUse(pgData);
  if (inUse) throw new Error(inUse);
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_START_PARAMS } = await import('../../db/pglite.ts');
  const instance = await PGlite.create(pgData, { startParams: PGLITE_START_PARAMS });
  try {
    // Written-out data files: the copy then needs no recovery from the write-ahead log when loaded.
    await instance.exec('checkpoint');
    const dump = await instance.dumpDataDir('gzip');
    await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await instance.close();
  }
};

/**
 * Writes a backup of the database `location` names: pg_dump's custom format from a PostgreSQL server, or PGlite's
 * data directory as a gzipped tar (the API must be stopped: one process per data directory). The file appears
 * complete or not at all: it is written under a temporary name beside the target, flushed, then renamed.
 */
export const writeBackup = async (location: DatabaseLocation, target: string, now = new Date()): Promise<BackupResult> => {
  const started = performance.now();
  const kind: BackupKind = location.databaseUrl ? 'postgres' : 'pglite';
  const file = backupPath(target, kind, now);
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.partial`);
  try {
    if (location.databaseUrl) await runPostgresTool('pg_dump', location.databaseUrl, ['--format=custom', `--file=${temp}`]);
    else await dumpPglite(location.dataDir, temp);
    await flushToDisk(temp);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  return { file, kind, bytes: size, durationMs: Math.round(performance.now() - started), finishedAt: new Date() };
};

/** Status files written beside the backups after each success, for monitoring (README, "Operate"). */
const STATUS_JSON = 'last-backup.json';
const STATUS_METRICS = 'last-backup.prom';

export const writeStatus = async (result: BackupResult) => {
  const dir = dirname(result.file);
  const seconds = Math.floor(result.finishedAt.getTime() / 1000);
  const json = { file: basename(result.file), kind: result.kind, bytes: result.bytes, durationMs: result.durationMs, finishedAt: result.finishedAt.toISOString() };
  // Prometheus' text format, as node_exporter's textfile collector reads it.
  const metrics = [
    '# HELP inercise_backup_last_success_timestamp_seconds When the last backup finished (Unix time).',
    '# TYPE inercise_backup_last_success_timestamp_seconds gauge',
    `inercise_backup_last_success_timestamp_seconds{kind="${result.kind}"} ${seconds}`,
    '# HELP inercise_backup_last_size_bytes Size of the last backup file.',
    '# TYPE inercise_backup_last_size_bytes gauge',
    `inercise_backup_last_size_bytes{kind="${result.kind}"} ${result.bytes}`,
    '',
  ].join('\n');
  for (const [name, text] of [[STATUS_JSON, `${JSON.stringify(json, null, 2)}\n`], [STATUS_METRICS, metrics]] as const) {
    const temp = join(dir, `.${name}.${process.pid}.partial`);
    await writeFile(temp, text);
    await rename(temp, join(dir, name));
  }
};

/** What a nightly backup killed while writing leaves behind (see writeBackup's temporary name). */
const LEFT_PARTIAL = /^\.inercise-.+\.partial$/;

/**
 * Deletes the nightly backups (named by `nightlyName`) in `dir` older than `keepDays` by modification time, and
 * their temporary files left by a killed run after a day; other files are never touched, nor `keep` (the backup
 * just written). Answers the deleted names.
 */
export const pruneBackups = async (dir: string, keepDays: number, keep: string, now = Date.now()): Promise<string[]> => {
  const day = 24 * 3600 * 1000;
  const deleted: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const limit = LEFT_PARTIAL.test(name) ? now - day : NIGHTLY.test(name) ? now - keepDays * day : null;
    if (limit === null || path === keep) continue;
    if (statSync(path).mtimeMs < limit) {
      await rm(path, { force: true });
      deleted.push(name);
    }
  }
  return deleted;
};
