#!/usr/bin/env node
// The shell's production server. Environment: PORT, HOST, DIST_DIR (default ./dist: a build or one of the shell's
// releases), RELEASES_DIR (default ./releases: older releases' files stay reachable), RUNTIME_CONFIG (path of
// runtime-config.json; required in production), FIRST_SCREEN_TIMEOUT_MS, PUBLIC_URL (the shop's public address),
// INTERNAL_ORIGINS, LOG_LEVEL, SHUTDOWN_TIMEOUT_MS.
import { createLogger } from '@inercise/ops/logger';
import { shellSettings } from '../src/environment.mjs';
import { createShellServer } from '../src/shellServer.mjs';
import { useInternalOrigins } from '../src/requestContext.mjs';
import { runServer } from '../src/run.mjs';

const defaultPort = Number(process.argv.find((arg) => arg.startsWith('--default-port='))?.split('=')[1] ?? 3000);
const settings = shellSettings(process.env, { defaultPort, cwd: process.cwd() });
const logger = createLogger({ service: 'shell', level: settings.logLevel });
useInternalOrigins(settings.internalOrigins);
await runServer({
  name: 'shell',
  problems: settings.problems,
  settings,
  logger,
  install: settings.installRelease ? { distDir: settings.distDir, releasesDir: settings.releasesDir, keep: settings.releasesKeep } : null,
  create: () =>
    createShellServer({
      distDir: settings.distDir,
      releasesDir: settings.releasesDir,
      runtimeConfigPath: settings.runtimeConfigPath,
      firstScreenTimeoutMs: settings.firstScreenTimeoutMs,
      publicUrl: settings.publicUrl,
      logger,
    }),
});
