// Compiles the API's entry points into dist/ for production: one ES module per command, with the workspace
// packages it imports (@inercise/contracts) compiled in and every npm package left to node_modules. Type checking
// is `npm run typecheck` (tsc --noEmit); esbuild only strips types, as tsx does in development.
//   node scripts/build.mjs [--outdir dir]
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdirArg = process.argv.indexOf('--outdir');
// dist/ sits beside src/, so paths a module finds from import.meta.url (the data directory under api/) stay right.
const outdir = outdirArg > 0 ? resolve(process.argv[outdirArg + 1] ?? '') : join(root, 'dist');

/** What the package.json scripts run: dist/<name>.js from src/<path>. */
const entryPoints = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  admin: 'src/admin.ts',
  migrate: 'src/db/migrateCommand.ts',
  seed: 'src/db/seed/seedCommand.ts',
  backup: 'src/features/backups/backupCommand.ts',
  restore: 'src/features/backups/restoreCommand.ts',
  retention: 'src/features/retention/retentionCommand.ts',
};

// A bare import is an npm package, loaded from node_modules at run time, unless it is one of the repository's
// workspace packages (TypeScript sources that Node cannot run), which are compiled in.
const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@inercise/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, path]) => [name, join(root, path)])),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  // No shared chunks: each file sits directly in dist/, where import.meta.url-relative paths were written for.
  splitting: false,
  logLevel: 'warning',
  plugins: [npmPackagesStayExternal],
});
// PGlite's data directory is created by this script in a process of its own (src/db/pglite.ts).
mkdirSync(outdir, { recursive: true });
copyFileSync(join(root, 'src/db/initDataDir.mjs'), join(outdir, 'initDataDir.mjs'));
console.log(`API compiled into ${outdir}: ${Object.keys(entryPoints).map((name) => `${name}.js`).join(', ')}`);
