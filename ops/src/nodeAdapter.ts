// The operations layer around a plain Node http handler (the web servers): request id, health, readiness,
// metrics, one histogram observation and one log line per request, listening and graceful close.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Ops } from './createOps.ts';
import { closeGracefully } from './gracefulClose.ts';
import { pathOf } from './logger.ts';
import type { MetricsAuthorization } from './metricsAccess.ts';
import { LIVE_ANSWER, LIVE_PATH, METRICS_PATH, READY_PATH } from './readiness.ts';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './requestId.ts';

export type Req = IncomingMessage;
export type Res = ServerResponse;
export type Handler = (req: Req, res: Res) => void;
export type RequestContext = { requestId: string; url: URL; common: Record<string, string> };
/** Answers the request and names the kind of route it was (a fixed set: never the raw path). */
export type RouteHandler = (req: Req, res: Res, context: RequestContext) => Promise<string>;

export function json(res: Res, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export type OpsHandlerOptions = {
  ops: Ops;
  /** the server's own routes */
  routes: RouteHandler;
  /** headers every answer carries */
  headers?: (req: Req) => Record<string, string>;
  /** who may read /metrics (metricsAccess); without it everybody may */
  authorizeMetrics?: MetricsAuthorization | undefined;
};

export function opsHandler(options: OpsHandlerOptions): Handler {
  const { ops } = options;
  const operations: RouteHandler = async (req, res, { url, common }) => {
    if (url.pathname === LIVE_PATH) {
      json(res, LIVE_ANSWER.status, LIVE_ANSWER.body, common);
      return 'health';
    }
    if (url.pathname === READY_PATH) {
      const answer = await ops.readiness.answer();
      json(res, answer.status, answer.body, common);
      return 'health';
    }
    if (options.authorizeMetrics && !options.authorizeMetrics(req.headers.authorization)) {
      json(res, 401, { message: 'unauthorized' }, { ...common, 'WWW-Authenticate': 'Bearer' });
      return 'metrics';
    }
    res.writeHead(200, { ...common, 'Content-Type': ops.registry.contentType, 'Cache-Control': 'no-store' });
    res.end(await ops.registry.metrics());
    return 'metrics';
  };

  return (req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    let route = 'unknown';
    let failure: unknown;
    // Recorded once the answer is over and the route has named itself, whichever comes last.
    let pending = 2;
    const done = () => {
      pending -= 1;
      if (pending > 0) return;
      // An answer the client did not wait for is counted as 499, as proxies do.
      const statusCode = res.writableFinished ? res.statusCode : 499;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      ops.record({ requestId, method: req.method ?? 'GET', path: pathOf(req.url ?? '/'), route, statusCode, seconds }, { error: failure });
    };
    res.once('close', done);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const common = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...(options.headers ? options.headers(req) : {}),
    };
    const serve = [LIVE_PATH, READY_PATH, METRICS_PATH].includes(url.pathname) ? operations : options.routes;
    withRequestId(requestId, () => serve(req, res, { requestId, url, common }))
      .then(
        (name) => {
          route = name;
        },
        (error: unknown) => {
          route = 'error';
          failure = error;
          if (!res.headersSent) json(res, 500, { message: 'internalError' }, common);
          else res.destroy();
        },
      )
      .finally(done);
  };
}

export function listen(handle: Handler, address: { port: number; host: string }): Promise<Server> {
  const server = createServer(handle);
  // Behind a load balancer, idle connections live longer here than there, so it never reuses one just closed.
  server.keepAliveTimeout = 65_000;
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve(server));
  });
}

/** Readiness 503, stop accepting, let the requests in flight finish (at most timeoutMs), close. */
export function closeServer(server: Server, timeoutMs: number, ops?: Ops): Promise<void> {
  return closeGracefully({ server, timeoutMs, readiness: ops?.readiness, logger: ops?.logger });
}
