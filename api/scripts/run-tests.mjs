// Runs every *.test.ts under src with Node's test runner through tsx, or those whose path contains an argument.
import { spawnSync } from 'node:child_process';
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
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
