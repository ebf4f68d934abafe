import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_HOOKS_MARKER, bundles, isBuilt, repoRoot, wantsTestHooks } from './packages.mjs';

function run(command, args, cwd, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} in ${cwd} exited ${code}`))));
  });
}

/** Production builds of the bundles that have none yet (or all, with force), two at a time (2 cores). */
export async function buildBundles({ force = false, only } = {}) {
  const todo = bundles.filter((b) => (!only || only.includes(b.name)) && (force || !isBuilt(b)));
  const webpack = join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
  const queue = [...todo];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      console.log(`building ${next.name}…`);
      const staging = join(next.dir, `dist-next-${process.pid}`);
      rmSync(staging, { recursive: true, force: true });
      await run(process.execPath, [webpack, '--mode', 'production'], next.dir, { ...process.env, INERCISE_OUTPUT_DIR: staging });
      if (wantsTestHooks()) writeFileSync(join(staging, TEST_HOOKS_MARKER), 'built for the end-to-end fault tests; npm start rebuilds without them\n');
      // Swap in the finished build at once: a server reading dist/ sees the old build or the new one, never half.
      const old = join(next.dir, `dist-old-${process.pid}`);
      if (existsSync(next.dist)) renameSync(next.dist, old);
      renameSync(staging, next.dist);
      rmSync(old, { recursive: true, force: true });
    }
  };
  await Promise.all([worker(), worker()]);
  return todo.map((b) => b.name);
}
