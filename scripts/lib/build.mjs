import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { TEST_HOOKS_MARKER, bundles, isBuilt, repoRoot, wantsTestHooks } from './packages.mjs';

const { buildStamp } = createRequire(import.meta.url)('../../tools/buildStamp.cjs');

/**
 * Builds one bundle for production into `outputDir`, stamped (manifest and release.json) with one release name.
 * @param {{ name: string, dir: string }} bundle
 * @param {string} outputDir
 * @param {{ version?: string }} [options]
 */
export async function buildRelease(bundle, outputDir, options = {}) {
  const stamp = buildStamp(bundle.dir, options);
  await run(process.execPath, [join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'], bundle.dir, {
    ...process.env,
    INERCISE_OUTPUT_DIR: outputDir,
    INERCISE_RELEASE_VERSION: stamp.version,
    INERCISE_RELEASE_COMMIT: stamp.commit,
  });
  const info = { name: bundle.name, ...stamp, releasedAt: new Date().toISOString() };
  writeFileSync(join(outputDir, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  if (wantsTestHooks()) writeFileSync(join(outputDir, TEST_HOOKS_MARKER), 'built for the end-to-end fault tests; npm start rebuilds without them\n');
  return info;
}

export function run(command, args, cwd, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} in ${cwd} exited ${code}`))));
  });
}

/** Production builds of the bundles that have none yet (or all, with force), two at a time (2 cores). */
export async function buildBundles({ force = false, only } = {}) {
  const todo = bundles.filter((b) => (!only || only.includes(b.name)) && (force || !isBuilt(b)));
  const queue = [...todo];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      console.log(`building ${next.name}…`);
      const staging = join(next.dir, `dist-next-${process.pid}`);
      rmSync(staging, { recursive: true, force: true });
      await buildRelease(next, staging);
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
