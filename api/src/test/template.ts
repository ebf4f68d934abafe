import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, openPostgres, type Database } from '../db/database.ts';
import { PGLITE_START_PARAMS, wrapPglite } from '../db/pglite.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { seed } from '../db/seed/seed.ts';

const dbDir = fileURLToPath(new URL('../db/', import.meta.url));

/** Changes whenever a migration or the seed changes, so a stale template is never reused. */
const schemaHash = (): string => {
  const hash = createHash('sha1');
  const files = ['migrations.ts', 'schema.ts', ...readdirSync(join(dbDir, 'seed')).map((f) => join('seed', f))].sort();
  for (const file of files) hash.update(readFileSync(join(dbDir, file)));
  return hash.digest('hex').slice(0, 12);
};

let pgliteTemplate: Promise<Blob> | null = null;

/** A migrated and seeded PGlite data directory, built once and cached on disk between test processes. */
const loadPgliteTemplate = (): Promise<Blob> =>
  (pgliteTemplate ??= (async () => {
    const file = join(tmpdir(), `inercise-api-template-${schemaHash()}.tar.gz`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const instance = await PGlite.create();
    const database = wrapPglite(instance);
    await migrate(database.db);
    await seed(database.db);
    await seedDemo(database.db);
    const dump = await instance.dumpDataDir('gzip');
    await database.close();
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file);
    return dump;
  })());

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** On a PostgreSQL server: one template database per schema version, copied per test database. */
const postgresTemplate = async (url: string): Promise<string> => {
  const name = `inercise_tpl_${schemaHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(7243901)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${quote(name)}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const database = openPostgres(target.toString(), 2);
      await migrate(database.db);
      await seed(database.db);
      await seedDemo(database.db);
      await database.close();
    }
    await admin.query('select pg_advisory_unlock(7243901)');
  } finally {
    await admin.end();
  }
  return name;
};

/** A new database on the test server (copied from `template`, or empty); closing it drops it. */
export const postgresDatabase = async (url: string, template: string | null): Promise<{ url: string; database: Database }> => {
  const name = `inercise_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 5);
  return {
    url: target.toString(),
    database: {
      ...database,
      close: async () => {
        await database.close();
        const cleaner = new pg.Client({ connectionString: url });
        await cleaner.connect();
        await cleaner.query(`drop database if exists ${quote(name)} with (force)`);
        await cleaner.end();
      },
    },
  };
};

/** A fresh, migrated, seeded database for one test server; closing it drops it (PostgreSQL) or frees it. */
export const freshDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) return wrapPglite(await PGlite.create({ loadDataDir: await loadPgliteTemplate(), startParams: PGLITE_START_PARAMS }));
  return (await postgresDatabase(url, await postgresTemplate(url))).database;
};

/** A fresh, migrated, seeded database on the PostgreSQL server at `url`, with its own URL (for other processes). */
export const freshPostgres = async (url: string): Promise<{ url: string; database: Database }> => postgresDatabase(url, await postgresTemplate(url));

/** A fresh, migrated, seeded PGlite database kept on disk in `dataDir` (as the API lays it out: `dataDir/db`). */
export const pgliteOnDisk = async (dataDir: string): Promise<Database> => {
  mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(join(dataDir, 'db'), { loadDataDir: await loadPgliteTemplate(), startParams: PGLITE_START_PARAMS }));
};

/** A database without any table (no migration applied), on the backend the suite runs on. */
export const emptyDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (!url) return wrapPglite(await PGlite.create({ startParams: PGLITE_START_PARAMS }));
  return (await postgresDatabase(url, null)).database;
};
