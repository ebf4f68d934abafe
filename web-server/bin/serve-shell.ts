#!/usr/bin/env node
// The shell's production server. Environment: PORT, HOST, DIST_DIR (default ./dist: a build or one of the shell's
// releases), the release store (RELEASES_DIR, default ./releases, or RELEASES_S3_*: older releases' files stay reachable), RUNTIME_CONFIG (path of
// runtime-config.json; required in production), FIRST_SCREEN_TIMEOUT_MS, PUBLIC_URL (the shop's public address),
// INTERNAL_ORIGINS, TRUST_PROXY (the proxies in front: a hop count or their ranges), LOG_LEVEL, SHUTDOWN_TIMEOUT_MS.
import { createLogger } from '@inercise/ops/logger';
import { shellSettings } from '../src/environment.ts';
import { createShellServer } from '../src/shellServer.ts';
import { useInternalOrigins } from '../src/requestContext.ts';
import { runServer } from '../src/run.ts';
import { serverReleases } from '../src/store/serverReleases.ts';

const defaultPort = Number(process.argv.find((arg) => arg.startsWith('--default-port='))?.split('=')[1] ?? 3000);
const settings = shellSettings(process.env, { defaultPort, cwd: process.cwd() });
const logger = createLogger({ service: 'shell', level: settings.logLevel });
useInternalOrigins(settings.internalOrigins);
const releases = serverReleases({
  env: process.env,
  bundle: 'shell',
  distDir: settings.distDir,
  releasesDir: settings.releasesDir,
  cacheDir: settings.releasesCacheDir,
  syncIntervalMs: settings.releasesSyncMs,
  logger,
});
await runServer({
  name: 'shell',
  problems: settings.problems,
  settings,
  logger,
  releases: { prepare: () => releases.prepare(settings.installRelease), stop: releases.stop },
  create: () =>
    createShellServer({
      distDir: settings.distDir,
      releasesDir: releases.dir,
      runtimeConfigPath: settings.runtimeConfigPath,
      firstScreenTimeoutMs: settings.firstScreenTimeoutMs,
      publicUrl: settings.publicUrl,
      trustProxy: settings.trustProxy,
      security: settings.security,
      logger,
    }),
});
