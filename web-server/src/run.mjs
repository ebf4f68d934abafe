// Starting one web server as a process: refuse a bad environment, listen, stop gracefully on SIGTERM/SIGINT.
import { closeGracefully, listen } from './listen.mjs';

/**
 * @param {object} options
 * @param {string} options.name
 * @param {string[]} options.problems      what is wrong with the environment (the process exits 1 naming each)
 * @param {{ port: number, host: string, shutdownTimeoutMs: number }} options.settings
 * @param {() => { handle: import('./listen.mjs').Handler, markStopping(): void, warmUp?: () => Promise<void> }} options.create
 * @param {import('pino').Logger} options.logger
 */
export async function runServer(options) {
  if (options.problems.length > 0) {
    for (const problem of options.problems) console.error(`${options.name}: ${problem}`);
    process.exit(1);
  }
  const app = options.create();
  const server = await listen(app.handle, options.settings);
  options.logger.info({ port: options.settings.port, host: options.settings.host }, `${options.name} listening`);
  // Plain stdout too: scripts and people starting it wait for this line.
  console.log(`${options.name} listening on http://${options.settings.host}:${options.settings.port}`);
  void app.warmUp?.();
  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    app.markStopping();
    options.logger.info({ signal }, `${options.name} stopping`);
    await closeGracefully(server, options.settings.shutdownTimeoutMs);
    options.logger.flush?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
