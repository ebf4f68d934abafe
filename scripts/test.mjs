// `npm test`: lint, type-check every package, run every package's tests, then the end-to-end suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/packages.mjs';

const workspaces = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };

function step(title, command, args, cwd = repoRoot) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  console.log(`=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function scripts(pkg) {
  return JSON.parse(readFileSync(join(repoRoot, pkg, 'package.json'), 'utf8')).scripts ?? {};
}

// The linter first: TypeScript, React hooks, accessibility, the boundaries between the parts and import cycles
// (eslint.config.mjs).
step('lint', 'npx', ['eslint', '.']);
step('lint rules', process.execPath, ['--test', 'tools/eslintBoundaries.test.mjs', 'tools/colourTokens.test.mjs', 'tools/bundleRegistry.test.mjs', 'tools/reactRouterUnusedParts.test.mjs']);
for (const pkg of workspaces) {
  if (existsSync(join(repoRoot, pkg, 'tsconfig.json'))) step(`typecheck ${pkg}`, 'npx', ['tsc', '--noEmit', '-p', pkg]);
}
for (const pkg of workspaces.filter((p) => p !== 'e2e')) {
  if (scripts(pkg).test) step(`test ${pkg}`, 'npm', ['test', '--silent'], join(repoRoot, pkg));
  if (scripts(pkg)['test:pg']) step(`test ${pkg} on a PostgreSQL server`, 'npm', ['run', 'test:pg', '--silent'], join(repoRoot, pkg));
}
step('end-to-end', 'npm', ['test', '--silent'], join(repoRoot, 'e2e'));
