// Starting one web server as a process: refuse a bad environment, listen, stop gracefully on SIGTERM/SIGINT.
import { closeServer, listen } from '@inercise/ops/node';
import type { Handler } from '@inercise/ops/node';
import type { Ops } from '@inercise/ops/ops';
import type { Logger } from 'pino';

/**
 * @param options.problems      what is wrong with the environment (the process exits 1, logging each)
 * @param options.releases the kept releases made ready first (the
 *   image's own added to the store, object storage's copied here), see store/serverReleases.ts
 */
export async function runServer(options: {
  name: string;
  problems: string[];
  settings: { port: number; host: string; shutdownTimeoutMs: number };
  create: () => { handle: Handler; ops: Ops; markStopping?(): void; warmUp?: () => Promise<void> };
  logger: Logger;
  releases?: { prepare(): Promise<void>; stop(): void } | null;
}) {
  // Starting, stopping and refusing are written whatever LOG_LEVEL says: scripts and people starting it wait for them.
  const lifecycle = options.logger.child({}, { level: 'info' });
  if (options.problems.length > 0) {
    for (const problem of options.problems) lifecycle.fatal({ problem }, `${options.name} refuses to start: ${problem}`);
    options.logger.flush?.();
    process.exit(1);
  }
  // Never stops the start: the build itself is served whatever the store says; only older releases are at stake.
  await options.releases?.prepare();
  const app = options.create();
  const server = await listen(app.handle, options.settings);
  lifecycle.info(
    { port: options.settings.port, host: options.settings.host },
    `${options.name} listening on http://${options.settings.host}:${options.settings.port}`,
  );
  void app.warmUp?.();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.markStopping?.();
    options.releases?.stop();
    lifecycle.info({ signal }, `${options.name} stopping`);
    await closeServer(server, options.settings.shutdownTimeoutMs, app.ops);
    options.logger.flush?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
