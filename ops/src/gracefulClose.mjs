// Stopping without dropping a shopper's request: readiness turns 503 first (the load balancer sends no one new),
// the listener stops accepting, the requests in flight finish, idle keep-alive connections end; after the time
// limit the connections still open are cut.

/** How often, while closing, connections whose last answer has gone out are ended. */
const IDLE_SWEEP_MS = 50;

/**
 * Node ends idle keep-alive connections only when asked. A connection whose request was still running when
 * closing began becomes idle after its answer and would hold the close until the client drops it: while closing,
 * idle connections are ended every few milliseconds.
 * @param {import('node:http').Server} server
 * @returns {() => void} stops the sweep
 */
export function sweepIdleConnections(server) {
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  return () => clearInterval(sweep);
}

/**
 * @param {object} options
 * @param {import('node:http').Server} options.server
 * @param {number} options.timeoutMs                     how long requests in flight may take before they are cut
 * @param {{ stop(): void }} [options.readiness]
 * @param {() => Promise<unknown>} [options.close]       how the server closes (default: server.close); Fastify's app.close
 * @param {import('pino').Logger} [options.logger]
 * @returns {Promise<void>}
 */
export async function closeGracefully(options) {
  options.readiness?.stop();
  const cut = setTimeout(() => {
    options.logger?.warn({ timeoutMs: options.timeoutMs }, 'requests still running at the time limit: closing their connections');
    options.server.closeAllConnections();
  }, options.timeoutMs);
  cut.unref();
  const stopSweep = sweepIdleConnections(options.server);
  try {
    if (options.close) await options.close();
    else await new Promise((resolve, reject) => options.server.close((error) => (error ? reject(error) : resolve(undefined))));
  } finally {
    clearTimeout(cut);
    stopSweep();
  }
}
