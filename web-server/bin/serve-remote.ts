#!/usr/bin/env node
// A remote's production server. Environment: PORT, HOST, DIST_DIR (default ./dist), the release store (RELEASES_DIR,
// default ./releases, or RELEASES_S3_*: object storage mirrored into RELEASES_CACHE_DIR; README), PUBLIC_URL, API_URL,
// INTERNAL_ORIGINS, LOG_LEVEL, SHUTDOWN_TIMEOUT_MS, SERVICE_NAME. `--default-port=N` is the port when PORT is not set (each package names its own).
import { basename, dirname } from 'node:path';
import { createLogger } from '@inercise/ops/logger';
import { remoteSettings } from '../src/environment.ts';
import { createRemoteServer } from '../src/remoteServer.ts';
import { useInternalOrigins } from '../src/requestContext.ts';
import { runServer } from '../src/run.ts';
import { serverReleases } from '../src/store/serverReleases.ts';

const defaultPort = Number(process.argv.find((arg) => arg.startsWith('--default-port='))?.split('=')[1] ?? 8080);
const settings = remoteSettings(process.env, { defaultPort, cwd: process.cwd() });
// Named after the remote (its package folder) unless SERVICE_NAME says otherwise: the name every log line carries.
const name = process.env.SERVICE_NAME ?? basename(dirname(settings.distDir));
const logger = createLogger({ service: name, level: settings.logLevel });
useInternalOrigins(settings.internalOrigins);
const releases = serverReleases({
  env: process.env,
  bundle: name,
  distDir: settings.distDir,
  releasesDir: settings.releasesDir,
  cacheDir: settings.releasesCacheDir,
  syncIntervalMs: settings.releasesSyncMs,
  logger,
});
await runServer({
  name,
  problems: settings.problems,
  settings,
  logger,
  releases: { prepare: () => releases.prepare(settings.installRelease), stop: releases.stop },
  create: () =>
    createRemoteServer({
      distDir: settings.distDir,
      releasesDir: releases.dir,
      fetchRelease: releases.fetchRelease,
      publicUrl: settings.publicUrl,
      apiUrl: settings.apiUrl,
      security: settings.security,
      logger,
      name,
    }),
});
