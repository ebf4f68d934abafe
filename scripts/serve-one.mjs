// `npm start` inside one remote: its standalone QA page (the app alone, on the real API at localhost:8443).
import { join } from 'node:path';
import { buildBundles } from './lib/build.mjs';
import { bundles } from './lib/packages.mjs';
import { startStaticServer } from './lib/staticServer.mjs';

const port = Number(process.argv[2]);
const bundle = bundles.find((b) => b.port === port);
if (!bundle) throw new Error(`no bundle on port ${port}`);
await buildBundles({ only: [bundle.name], force: process.argv.includes('--rebuild') });
const apiUrl = process.env.API_URL ?? 'http://localhost:8443';
await startStaticServer({ root: join(bundle.dist), port, spa: true, runtimeConfig: bundle.name === 'shell' ? undefined : { apiUrl, remotes: {} } });
console.log(`${bundle.name} on http://localhost:${port} (API expected at ${apiUrl}: npm start -w @inercise/api)`);
