// Runs the API suite against a throwaway PostgreSQL server: initdb in a temp dir (as the postgres user
// when run as root: initdb refuses root), start on loopback on a free port, test, stop, clean up.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
const bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(join(dir, 'initdb')));
if (!bin) {
  console.log('test:pg skipped: no PostgreSQL binaries under /usr/lib/postgresql (apt-get install -y postgresql)');
  process.exit(0);
}

const asRoot = process.getuid?.() === 0;
const run = (command, args, options = {}) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe', ...options })
    : execFileSync(command, args, { stdio: 'pipe', ...options });

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

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
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {
  stop();
  process.exit(130);
});

let status = 1;
try {
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k /tmp -c fsync=off`, '-w', 'start']);
  started = true;
  console.log(`PostgreSQL (${bin}) on 127.0.0.1:${port}`);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync(process.execPath, [join(root, 'scripts/run-tests.mjs'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
  });
  status = result.status ?? 1;
} catch (error) {
  console.error(String(error?.stderr ?? error));
} finally {
  stop();
}
process.exit(status);
