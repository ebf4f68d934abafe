#!/usr/bin/env node
// A remote's production server. Environment: PORT, HOST, DIST_DIR (default ./dist), RELEASES_DIR (default ./releases;
// set, the build's own release is added to it at start), RELEASES_KEEP, PUBLIC_URL, API_URL,
// INTERNAL_ORIGINS, LOG_LEVEL, SHUTDOWN_TIMEOUT_MS, SERVICE_NAME. `--default-port=N` is the port when PORT is not set (each package names its own).
import { basename, dirname } from 'node:path';
import { createLogger } from '@inercise/ops/logger';
import { remoteSettings } from '../src/environment.mjs';
import { createRemoteServer } from '../src/remoteServer.mjs';
import { useInternalOrigins } from '../src/requestContext.mjs';
import { runServer } from '../src/run.mjs';

const defaultPort = Number(process.argv.find((arg) => arg.startsWith('--default-port='))?.split('=')[1] ?? 8080);
const settings = remoteSettings(process.env, { defaultPort, cwd: process.cwd() });
// Named after the remote (its package folder) unless SERVICE_NAME says otherwise: the name every log line carries.
const name = process.env.SERVICE_NAME ?? basename(dirname(settings.distDir));
const logger = createLogger({ service: name, level: settings.logLevel });
useInternalOrigins(settings.internalOrigins);
await runServer({
  name,
  problems: settings.problems,
  settings,
  logger,
  install: settings.installRelease ? { distDir: settings.distDir, releasesDir: settings.releasesDir, keep: settings.releasesKeep } : null,
  create: () => createRemoteServer({ distDir: settings.distDir, releasesDir: settings.releasesDir, publicUrl: settings.publicUrl, apiUrl: settings.apiUrl, logger, name }),
});
