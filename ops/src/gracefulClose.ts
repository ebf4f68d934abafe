// Stopping without dropping a shopper's request: readiness turns 503 first (the load balancer sends no one new),
// the listener stops accepting, the requests in flight finish, idle keep-alive connections end; after the time
// limit the connections still open are cut.
import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** How often, while closing, connections whose last answer has gone out are ended. */
const IDLE_SWEEP_MS = 50;

/**
 * Node ends idle keep-alive connections only when asked. A connection whose request was still running when
 * closing began becomes idle after its answer and would hold the close until the client drops it: while closing,
 * idle connections are ended every few milliseconds. Returns what stops the sweep.
 */
export function sweepIdleConnections(server: Server): () => void {
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  sweep.unref();
  return () => clearInterval(sweep);
}

export type GracefulCloseOptions = {
  server: Server;
  /** how long requests in flight may take before they are cut */
  timeoutMs: number;
  readiness?: { stop(): void } | undefined;
  /** how the server closes (default: server.close); Fastify's app.close */
  close?: () => Promise<unknown>;
  logger?: Logger | undefined;
};

export async function closeGracefully(options: GracefulCloseOptions): Promise<void> {
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
