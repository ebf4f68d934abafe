// Compiles the web servers' entries into dist/ for production: one ES module per command, with the workspace
// packages they import (@inercise/ops) compiled in and every npm package left to node_modules. Type checking is
// `npm run typecheck` (tsc --noEmit); esbuild only strips types, as Node does for the sources in development.
//   node scripts/build.ts [--outdir dir]   (Node 24 runs this file by stripping its types)
import { build, type Plugin } from 'esbuild';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdirArg = process.argv.indexOf('--outdir');
// dist/ sits beside bin/, so the paths the rollout command finds from import.meta.url (../../shared) stay right.
const outdir = outdirArg > 0 ? resolve(process.argv[outdirArg + 1] ?? '') : join(root, 'dist');

/** What the bundles' serve scripts, the image and the rollout commands run: dist/<name>.js from bin/<name>.ts. */
const entryPoints = ['serve-shell', 'serve-remote', 'rollout'];

// A bare import is an npm package, loaded from node_modules at run time, unless it is one of the repository's
// workspace packages (TypeScript sources), which are compiled in.
const npmPackagesStayExternal: Plugin = {
  name: 'npm-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@inercise/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(entryPoints.map((name) => [name, join(root, 'bin', `${name}.ts`)])),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  // No shared chunks: the image copies one entry under one name (serve.js), which must stand alone.
  splitting: false,
  logLevel: 'warning',
  plugins: [npmPackagesStayExternal],
});
console.log(`web servers compiled into ${outdir}: ${entryPoints.map((name) => `${name}.js`).join(', ')}`);
