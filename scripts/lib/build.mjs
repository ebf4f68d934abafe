import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bundles, isBuilt, repoRoot } from './packages.mjs';

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
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
      await run(process.execPath, [webpack, '--mode', 'production'], next.dir);
    }
  };
  await Promise.all([worker(), worker()]);
  return todo.map((b) => b.name);
}
