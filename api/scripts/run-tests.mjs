// Runs every *.test.ts under src with Node's test runner through tsx, or those whose path contains an argument, one
// file at a time but for those that mostly wait (WAITING).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const find = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? find(join(dir, entry.name)) : entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
  );
const filter = process.argv.slice(2);
// *.pg.test.ts need a PostgreSQL server (replicas, a production start): the PostgreSQL pass (test-pg.mjs) runs them.
const onPostgres = Boolean(process.env.DATABASE_URL);
const files = find(join(root, 'src'))
  .map((file) => relative(root, file))
  .filter((file) => onPostgres || !file.endsWith('.pg.test.ts'))
  .filter((file) => filter.length === 0 || filter.some((f) => file.includes(f)))
  .sort();
// Files that mostly wait (a mail server refusing for two minutes) run beside the others in a process of their own:
// their waiting then adds no wall time. Their output is printed after the rest, in one piece.
const WAITING = ['features/mail/mailOutage.test.ts'];
const waiting = files.filter((file) => WAITING.some((name) => file.endsWith(name)));
const rest = files.filter((file) => !waiting.includes(file));

const run = (list, stdio) =>
  new Promise((resolve) => {
    if (list.length === 0) return resolve({ code: 0, output: '' });
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...list], { cwd: root, stdio: ['ignore', stdio, stdio] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

const [aside, main] = await Promise.all([run(waiting, 'pipe'), run(rest, 'inherit')]);
process.stdout.write(aside.output);
process.exit(aside.code !== 0 ? aside.code : main.code);
