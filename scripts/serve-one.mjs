// `npm start` inside one package: its build served alone by its production server (a remote's standalone QA page,
// on the real API at localhost:8443 unless API_URL says otherwise).
import { buildBundles } from './lib/build.mjs';
import { bundles } from './lib/packages.mjs';
import { createLogger, createRemoteServer, createShellServer, listen } from '../web-server/src/index.ts';
import { basename, join } from 'node:path';

// npm runs a package's script in its folder: the folder names the bundle, the registry its port.
const bundle = bundles.find((b) => b.name === basename(process.cwd()));
if (!bundle) throw new Error(`${process.cwd()} is not a browser bundle's folder`);
const port = bundle.port;
await buildBundles({ only: [bundle.name], force: process.argv.includes('--rebuild') });
const apiUrl = process.env.API_URL ?? 'http://localhost:8443';
const logger = createLogger({ service: bundle.name, level: process.env.LOG_LEVEL ?? 'warn' });
const app =
  bundle.name === 'shell'
    ? createShellServer({ distDir: bundle.dist, runtimeConfigPath: join(bundle.dist, 'runtime-config.json'), logger })
    : createRemoteServer({ distDir: bundle.dist, publicUrl: `http://localhost:${port}/`, apiUrl, logger, name: bundle.name });
await listen(app.handle, { port, host: '127.0.0.1' });
console.log(`${bundle.name} on http://localhost:${port} (API expected at ${apiUrl}: npm start -w @inercise/api)`);
