// A throwaway PostgreSQL cluster on loopback (Debian's binaries): initdb in a temp dir (as the postgres
// user when run as root: initdb refuses root), started on a free port, fsync off. Used by test:pg and
// the bench. Null when no binaries are installed.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
export const postgresBin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(join(dir, 'initdb'))) ?? null;

const asRoot = process.getuid?.() === 0;
const run = (command, args) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts a cluster; `stop()` stops it and removes its files (safe to call twice). */
export const startCluster = async () => {
  if (!postgresBin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'inercise-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run(join(postgresBin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // already stopped
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    run(join(postgresBin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    run(join(postgresBin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k /tmp -c fsync=off`, '-w', 'start']);
    started = true;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
  } catch (error) {
    stop();
    throw new Error(String(error?.stderr ?? error));
  }
};
