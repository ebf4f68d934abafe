// `npm run build` in a package (or `node scripts/build.mjs name...`): production build(s), swapped in atomically.
import { buildBundles } from './lib/build.mjs';

const names = process.argv.slice(2);
await buildBundles({ force: true, only: names.length ? names : undefined });
