// Listening, and stopping without dropping a shopper's request.
import { createServer } from 'node:http';

/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} Handler */

/**
 * @param {Handler} handle
 * @param {{ port: number, host: string }} address
 * @returns {Promise<import('node:http').Server>}
 */
export function listen(handle, address) {
  const server = createServer(handle);
  // Behind a load balancer, idle connections live longer here than there, so it never reuses one just closed.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve(server));
  });
}

/**
 * Stops taking connections, lets the requests in flight finish (at most timeoutMs, then they are cut), and
 * resolves when the server is closed.
 * @param {import('node:http').Server} server
 * @param {number} timeoutMs
 */
export function closeGracefully(server, timeoutMs) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve(undefined);
    });
    // Kept-alive connections with no request in flight would hold close() until they time out.
    server.closeIdleConnections();
  });
}
