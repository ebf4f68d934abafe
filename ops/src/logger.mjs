// JSON log lines (pino) for every server: ISO time, the service, secrets never written.
import pino from 'pino';

/** Secrets never reach a log line, whichever object carries them (a request, an error, a body). */
export const REDACTED_PATHS = Object.freeze([
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'res.headers.access_token',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers.access_token',
  'authorization',
  'cookie',
  'access_token',
  'accessToken',
  'password',
  'token',
  '*.authorization',
  '*.cookie',
  '*.access_token',
  '*.accessToken',
  '*.password',
  '*.token',
  '*.*.password',
]);

/**
 * @param {{ service: string, level?: string, destination?: import('pino').DestinationStream }} options
 * @returns {import('pino').Logger}
 */
export function createLogger(options) {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    },
    options.destination ?? pino.destination(1),
  );
}

/**
 * @typedef {object} RequestRecord what one answered request was
 * @property {string} requestId
 * @property {string} method
 * @property {string} path     without the query (it may carry a one-time token; the route says what was asked)
 * @property {string} route    the route pattern or kind (the histogram's label)
 * @property {number} statusCode
 * @property {number} seconds
 */

/**
 * The one line per request: `requestId, method, path, route, status_code, durationMs` (and `time`, `service`).
 * @param {import('pino').Logger} logger
 * @param {RequestRecord} record
 * @param {unknown} [error] a failed request's error: the line is written at `error` level with it
 */
export function logRequest(logger, record, error) {
  const line = {
    requestId: record.requestId,
    method: record.method,
    path: record.path,
    route: record.route,
    status_code: record.statusCode,
    durationMs: Math.round(record.seconds * 100_000) / 100,
  };
  if (error) logger.error({ ...line, err: error }, 'request failed');
  else logger.info(line, 'request');
}

/** @param {string} url */
export function pathOf(url) {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
