// What every web server of the shop does around its own routes: request ids, one log line and one duration per
// request, health for the load balancer and the orchestrator, metrics for Prometheus.
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './requestContext.mjs';

/**
 * @typedef {{ ok: boolean, checks: Record<string, string> }} Readiness
 * @typedef {{ requestId: string, url: URL, common: Record<string, string> }} RequestContext
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, context: RequestContext) => Promise<string>} RouteHandler
 *   answers the request and names the kind of route it was (a fixed set: never the raw path, which would make a
 *   metric series per URL)
 */

/**
 * @param {object} options
 * @param {import('pino').Logger} options.logger
 * @param {import('./metrics.mjs').Metrics} options.metrics
 * @param {() => Readiness | Promise<Readiness>} options.ready
 * @param {RouteHandler} options.routes
 * @param {(req: import('node:http').IncomingMessage) => Record<string, string>} [options.headers] headers every answer carries
 */
export function createService(options) {
  let stopping = false;

  /** @type {RouteHandler} */
  const health = async (req, res, { url, common }) => {
    if (url.pathname === '/health/live') {
      json(res, 200, { status: 'ok' }, common);
      return 'health';
    }
    // Asked for /metrics too: service_ready reports it at each scrape.
    const readiness = stopping ? { ok: false, checks: { process: 'shutting down' } } : await options.ready();
    if (url.pathname === '/health/ready') {
      json(res, readiness.ok ? 200 : 503, { status: readiness.ok ? 'ok' : 'unavailable', checks: readiness.checks }, common);
      return 'health';
    }
    options.metrics.serviceReady.set(readiness.ok ? 1 : 0);
    res.writeHead(200, { ...common, 'Content-Type': options.metrics.registry.contentType, 'Cache-Control': 'no-store' });
    res.end(await options.metrics.registry.metrics());
    return 'metrics';
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const handle = (req, res) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    let route = 'unknown';
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : 499;
      options.metrics.requestDuration.observe({ method: req.method ?? 'GET', route, status_code: String(status) }, seconds);
      options.logger.info(
        { reqId: requestId, method: req.method, path: (req.url ?? '/').split('?')[0], route, status, ms: Math.round(seconds * 10000) / 10 },
        'request',
      );
    });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const common = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      ...(options.headers ? options.headers(req) : {}),
    };
    const serve = ['/health/live', '/health/ready', '/metrics'].includes(url.pathname) ? health : options.routes;
    withRequestId(requestId, () => serve(req, res, { requestId, url, common }))
      .then((name) => {
        route = name;
      })
      .catch((/** @type {unknown} */ error) => {
        route = 'error';
        options.logger.error({ reqId: requestId, err: error }, 'request failed');
        if (!res.headersSent) json(res, 500, { message: 'internalError' }, common);
        else res.destroy();
      });
  };

  return {
    handle,
    /** From now on readiness answers 503, so the load balancer sends no new shoppers here. */
    markStopping() {
      stopping = true;
    },
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} headers
 */
export function json(res, status, body, headers = {}) {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
