// The API as its image runs it: compiled by `npm run build` into plain JavaScript, started by node alone (no tsx,
// which is only a development dependency), importing nothing but Node's modules and its production dependencies.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { freePort, startApiProcess } from './process.ts';
import { apiRoot, lines, migrationNames, runScript, scratch } from './operationsKit.ts';

// Inside the API's folder, so the compiled files find node_modules as dist/ does.
const outdir = join(apiRoot, '.tmp', `compiled-${process.pid}`);
const manifest = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** The production dependencies of the API and of the workspace packages it depends on (compiled into dist/). */
const productionDependencies = (): Set<string> => {
  const names = new Set<string>();
  const visit = (dependencies: Record<string, string> = {}) => {
    for (const name of Object.keys(dependencies)) {
      if (names.has(name)) continue;
      names.add(name);
      if (name.startsWith('@inercise/')) {
        const workspace = JSON.parse(readFileSync(join(apiRoot, '..', name.slice('@inercise/'.length), 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
        visit(workspace.dependencies);
      }
    }
  };
  visit(manifest.dependencies);
  return names;
};

/** The package a bare specifier names: `zod` of `zod/mini`, `@fastify/cors` of itself. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('the compiled API', () => {
  const { dataDir, running } = scratch();
  after(() => rmSync(outdir, { recursive: true, force: true }));

  it('builds every command the package scripts run, importing only production dependencies and Node', () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir], { cwd: apiRoot, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    for (const script of ['serve', 'migrate', 'seed', 'worker', 'admin', 'backup', 'restore', 'retention']) {
      const command = manifest.scripts[script]!;
      assert.doesNotMatch(command, /tsx/, `npm run ${script}`);
      const file = /\bdist\/(\S+\.js)/.exec(command)?.[1];
      assert.ok(file && existsSync(join(outdir, file)), `npm run ${script} (${command}) runs a file the build writes`);
    }
    assert.equal(manifest.dependencies.tsx, undefined, 'tsx is not a production dependency');
    const imported = new Set<string>();
    for (const file of readdirSync(outdir).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(join(outdir, file), 'utf8');
      for (const match of text.matchAll(/(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*"([^".][^"]*)"|\bimport\(\s*"([^".][^"]*)"\s*\)/gm)) imported.add((match[1] ?? match[2])!);
    }
    assert.ok(imported.has('fastify'), `found the imports: ${[...imported].join(', ')}`);
    const node = new Set(builtinModules);
    const installed = productionDependencies();
    const strays = [...imported].filter((specifier) => !specifier.startsWith('node:') && !node.has(specifier) && !installed.has(packageOf(specifier)));
    // The workspace packages (@inercise/contracts) are compiled in, not imported; what they import is installed with
    // the API (npm install --workspace follows them).
    assert.deepEqual([...imported].filter((specifier) => specifier.startsWith('@inercise/')), []);
    assert.deepEqual(strays, []);
  });

  it('migrates, seeds and serves without tsx', async () => {
    const env = { DATA_DIR: dataDir() };
    const migrated = await runScript(join(outdir, 'migrate.js'), env);
    assert.equal(migrated.code, 0, migrated.stderr);
    const names = await migrationNames();
    assert.deepEqual(lines(migrated.stdout), [...names.map((name) => `applied ${name}`), `schema up to date (${names.length} applied)`]);
    const seeded = await runScript(join(outdir, 'seed.js'), env);
    assert.deepEqual([seeded.code, lines(seeded.stdout)], [0, ['shop data added']]);

    const api = await startApiProcess(env.DATA_DIR, await freePort(), {}, ['--enable-source-maps', join(outdir, 'main.js')]);
    running.push(api);
    assert.equal((await api.call('GET', '/health/live')).status, 200);
    const products = await api.call<{ content: unknown[] }>('GET', '/products');
    assert.equal(products.status, 200, products.text);
    assert.ok(products.body.content.length >= 16, products.text.slice(0, 200));
    await api.stop();
    assert.equal(api.child.exitCode, 0, api.output());
  });
});
