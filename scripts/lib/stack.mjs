// Starts the whole shop for local use, the end-to-end tests and the bench: the production servers of the shell and
// every remote (web-server/) and the API's production entry, each on its own port. The e2e suite's fault switches
// (a remote down or slow, moved elsewhere, the API stopped) wrap these servers from outside; the servers have no
// test hooks.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createRemoteServer, createShellServer, listen } from '../../web-server/src/index.ts';
import { releaseStoreFrom } from '../../web-server/src/store/releaseStore.ts';
import { serverReleases } from '../../web-server/src/store/serverReleases.ts';
import { apiEntry, bundles, hasApi, repoRoot } from './packages.mjs';

/** Every page on this machine comes from one address: the shell's server takes all their field data reports. */
const LOCAL_FIELD_DATA_RATE = 100_000;

/**
 * @param {object} options
 * @param {number} [options.basePort]  shell on basePort, remotes on basePort+1..4
 * @param {number} [options.apiPort]
 * @param {string} [options.dataDir]   the API's data directory (database, mail outbox)
 * @param {Record<string,string>} [options.apiEnv]
 * @param {number} [options.controlPort] a loopback endpoint the e2e tests use to take remotes down or slow them
 * @param {string} [options.releasesRoot] each remote's kept releases in <releasesRoot>/<remote> (default <remote>/releases)
 * @param {Record<string, string>} [options.releaseStore] object storage instead (its RELEASES_S3_* settings): each remote
 *   serves a local copy of its kept releases, fetched from there as in a cluster
 * @param {number} [options.apiStartTimeoutMs] how long the API may take to answer before the start fails (120 s)
 *
 * Resolves once the API answers (when this checkout has one) and every remote has drawn its first screen once, so a
 * caller may send shoppers at once.
 */
export async function startStack(options = {}) {
  const basePort = options.basePort ?? 3000;
  const apiPort = options.apiPort ?? 8443;
  const host = 'localhost';
  const ports = Object.fromEntries(bundles.map((b, i) => [b.name, basePort + i]));
  const origin = (name) => `http://${host}:${ports[name]}`;
  const apiUrl = `http://${host}:${apiPort}`;
  const runtimeConfig = {
    apiUrl,
    // Every page load reports its field data here, so a run on this machine is seen whole.
    fieldDataSampleRate: 1,
    remotes: Object.fromEntries(bundles.filter((b) => b.name !== 'shell').map((b) => [b.name, `${origin(b.name)}/mf-manifest.json`])),
  };
  const storefrontOrigins = bundles.flatMap((b) => [origin(b.name), `http://127.0.0.1:${ports[b.name]}`]);
  const logLevel = process.env.LOG_LEVEL ?? 'warn';

  // The shell reads runtime-config.json from a file, as in production; moving a remote rewrites the file.
  const configDir = mkdtempSync(join(tmpdir(), 'inercise-config-'));
  const runtimeConfigPath = join(configDir, 'runtime-config.json');
  const writeRuntimeConfig = (overrides = {}, settings = {}) => {
    const next = `${runtimeConfigPath}.next`;
    writeFileSync(next, JSON.stringify({ ...runtimeConfig, ...settings, remotes: { ...runtimeConfig.remotes, ...overrides } }, null, 2));
    renameSync(next, runtimeConfigPath);
  };
  writeRuntimeConfig();

  // Fault injection for the e2e suite: remotes taken down or slowed, in front of their servers.
  const faults = { down: new Set(), slowMs: {} };
  const withFaults = (name, handle) => (req, res) => {
    if (faults.down.has(name)) {
      req.socket.destroy();
      return;
    }
    const delay = new URL(req.url ?? '/', 'http://localhost').pathname.endsWith('mf-manifest.json') ? faults.slowMs[name] ?? 0 : 0;
    if (delay > 0) setTimeout(() => handle(req, res), delay);
    else handle(req, res);
  };

  const dataDir = options.dataDir ?? join(repoRoot, 'api', 'var');
  const apiProcess = { current: null };
  const startApi = (extraEnv = {}) => {
    mkdirSync(dataDir, { recursive: true });
    apiProcess.current = spawn(process.execPath, ['--import', 'tsx', apiEntry], {
      cwd: join(repoRoot, 'api'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        SHOP_URL: origin('shell'),
        PUBLIC_API_URL: apiUrl,
        CORS_ORIGINS: storefrontOrigins.join(','),
        ...options.apiEnv,
        ...extraEnv,
      },
    });
  };
  const stopApi = async () => {
    const api = apiProcess.current;
    if (!api || api.exitCode !== null || api.signalCode !== null) return;
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    // A graceful stop gets five seconds; then it is killed (committed rows survive SIGKILL).
    const timer = setTimeout(() => api.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  // Never leave an API behind holding its port, whatever ends this process.
  process.once('exit', () => apiProcess.current?.kill('SIGKILL'));
  // The API first, answering before any page is served: a page composed while it was still starting would be drawn
  // without its fragments.
  if (hasApi()) {
    startApi();
    await waitForApi(apiUrl, options.apiStartTimeoutMs ?? 120_000);
  }


  let shellServer = null;
  const servers = [];
  const storeCopies = [];
  for (const bundle of bundles) {
    const logger = createLogger({ service: bundle.name, level: logLevel });
    const releases = serverReleases({
      env: options.releaseStore ?? {},
      bundle: bundle.name,
      distDir: bundle.dist,
      releasesDir: join(options.releasesRoot ?? bundle.dir, options.releasesRoot ? bundle.name : 'releases'),
      cacheDir: join(configDir, 'release-copies', bundle.name),
      syncIntervalMs: 30_000,
      logger,
    });
    if (releases.problems.length) throw new Error(releases.problems.join('\n'));
    if (bundle.name !== 'shell') {
      await releases.prepare(false);
      storeCopies.push(releases);
    }
    const app =
      bundle.name === 'shell'
        ? (shellServer = createShellServer({ distDir: bundle.dist, runtimeConfigPath, logger, fieldDataReportsPerMinute: LOCAL_FIELD_DATA_RATE }))
        : createRemoteServer({
            distDir: bundle.dist,
            publicUrl: `${origin(bundle.name)}/`,
            apiUrl,
            logger,
            name: bundle.name,
            releasesDir: releases.dir,
            fetchRelease: releases.fetchRelease,
          });
    servers.push(await listen(withFaults(bundle.name, app.handle), { port: ports[bundle.name], host: '127.0.0.1' }));
  }
  // Every remote draws a first screen once before the shop is announced, so the first shoppers do not meet cold code.
  if (hasApi()) await shellServer?.warmUp().catch(() => undefined);

  if (options.controlPort) {
    const control = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const request = body ? JSON.parse(body) : {};
      faults.down = new Set(request.down ?? []);
      faults.slowMs = request.slowMs ?? {};
      // Settings beside the remotes (the bot check's site key) last until the next call without them.
      writeRuntimeConfig(request.remoteOverrides ?? {}, request.runtimeConfig ?? {});
      // The API taken down and brought back on the same data directory (fault tests: an API outage), or started
      // again with settings of its own (`apiEnv`; a restart without them goes back to the suite's).
      if (request.api === 'stop' || request.api === 'restart') await stopApi();
      if ((request.api === 'start' || request.api === 'restart') && (!apiProcess.current || apiProcess.current.exitCode !== null || apiProcess.current.signalCode !== null)) {
        startApi(request.apiEnv ?? {});
        await waitForApi(apiUrl, 60000);
      }
      res.writeHead(204);
      res.end();
    });
    await new Promise((resolve) => control.listen(options.controlPort, '127.0.0.1', resolve));
    servers.push(control);
  }

  const stop = async () => {
    shellServer?.markStopping();
    for (const releases of storeCopies) releases.stop();
    await Promise.all(
      servers.map((server) => {
        server.closeAllConnections?.();
        return new Promise((resolve) => server.close(() => resolve()));
      }),
    );
    await stopApi();
    rmSync(configDir, { recursive: true, force: true });
  };
  return { ports, origin, apiUrl, runtimeConfig, runtimeConfigPath, servers, get api() { return apiProcess.current; }, stop };
}

/** Resolves when the API answers /health (or rejects after the timeout). */
async function waitForApi(apiUrl, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${apiUrl}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API at ${apiUrl} did not start within ${timeoutMs} ms`);
}

/**
 * One remote's production server started on its own, as a team deploying it at another address would (the e2e
 * test of a remote moved in runtime-config.json).
 */
export async function startRemoteServer({ name, port, apiUrl }) {
  const bundle = bundles.find((b) => b.name === name);
  if (!bundle || name === 'shell') throw new Error(`${name} is not a remote`);
  const app = createRemoteServer({
    distDir: bundle.dist,
    publicUrl: `http://localhost:${port}/`,
    apiUrl,
    logger: createLogger({ service: name, level: process.env.LOG_LEVEL ?? 'warn' }),
    name,
  });
  return listen(app.handle, { port, host: '127.0.0.1' });
}

/**
 * Adds releases built in a folder (`<dir>/<version>/`) to a bundle's store named by RELEASES_S3_* settings.
 * @param {Record<string, string>} storeEnv
 * @param {string} bundle
 * @param {string} dir
 * @param {string[]} versions
 */
export async function copyReleasesToStore(storeEnv, bundle, dir, versions) {
  const { store, problems } = releaseStoreFrom(storeEnv, bundle, dir);
  if (problems.length) throw new Error(problems.join('\n'));
  for (const version of versions) await store.put(version, join(dir, version));
}
