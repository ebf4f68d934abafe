// Runs the API suite against a throwaway PostgreSQL server (see pgCluster.mjs), then removes it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBin, startCluster } from './pgCluster.mjs';

if (!postgresBin) {
  console.log('test:pg skipped: no PostgreSQL binaries under /usr/lib/postgresql (apt-get install -y postgresql)');
  process.exit(0);
}

let cluster = null;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {
  cluster?.stop();
  process.exit(130);
});

let status = 1;
try {
  cluster = await startCluster();
  console.log(`PostgreSQL (${postgresBin}) on 127.0.0.1:${cluster.port}`);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync(process.execPath, [join(root, 'scripts/run-tests.mjs'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
  });
  status = result.status ?? 1;
} catch (error) {
  console.error(String(error));
} finally {
  cluster?.stop();
}
process.exit(status);
