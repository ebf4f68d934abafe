import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The directory of pg_dump and pg_restore: `PG_BIN_DIR` when set, else the newest Debian install under
 * /usr/lib/postgresql (pg_dump must be at least as new as the server), else whatever PATH finds.
 */
const postgresBinDir = (env: NodeJS.ProcessEnv = process.env): string | null => {
  if (env.PG_BIN_DIR) return env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_dump')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : null;
};

/**
 * The connection URL without its password, and the password apart: handed to the tools through PGPASSWORD, so
 * it never shows in the process list.
 */
export const splitPassword = (databaseUrl: string): { url: string; password: string | null } => {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : null;
  url.password = '';
  return { url: url.toString(), password };
};

/** Runs pg_dump or pg_restore against `databaseUrl`; rejects with the tool's own error text. */
export const runPostgresTool = (tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> => {
  const dir = postgresBinDir();
  const command = dir ? join(dir, tool) : tool;
  const { url, password } = splitPassword(databaseUrl);
  const env = { ...process.env, ...(password === null ? {} : { PGPASSWORD: password }) };
  return new Promise((resolve, reject) => {
    execFile(command, [...args, `--dbname=${url}`], { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(new Error(missing ? `${tool} not found (install the PostgreSQL client, or set PG_BIN_DIR)` : `${tool} failed: ${stderr.trim() || error.message}`));
    });
  });
};
