// The bundle registry (contracts/src/bundles/bundles.json) is the one place the bundles' names, federation containers
// and ports are written; what cannot read it (a package's production `serve` script, the deployment files checked
// against that script by deploy/checks) must agree with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import registry from '@inercise/contracts/bundles.json' with { type: 'json' };
import { bundles, repoRoot } from '../scripts/lib/packages.mjs';

const packageOf = (name) => JSON.parse(readFileSync(join(repoRoot, name, 'package.json'), 'utf8'));

test("each bundle's production server defaults to its registry port", () => {
  for (const { name, port } of registry) {
    assert.match(packageOf(name).scripts.serve, new RegExp(`--default-port=${port}(\\s|$)`), name);
  }
});

test('every package with a webpack build is in the registry, and the scripts read the registry', () => {
  const built = readdirSync(repoRoot).filter((folder) => existsSync(join(repoRoot, folder, 'webpack.config.cjs')));
  assert.deepEqual([...built].sort(), registry.map(({ name }) => name).sort());
  assert.deepEqual(
    bundles.map(({ name, port }) => [name, port]),
    registry.map(({ name, port }) => [name, port]),
  );
});
