// JSON log lines (pino) for every server: ISO time, the service, secrets never written.
import pino, { type DestinationStream, type Logger } from 'pino';

/** Secrets never reach a log line, whichever object carries them (a request, an error, a body). */
export const REDACTED_PATHS: readonly string[] = Object.freeze([
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

export function createLogger(options: { service: string; level?: string; destination?: DestinationStream }): Logger {
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

/** What one answered request was. */
export type RequestRecord = {
  requestId: string;
  method: string;
  /** without the query (it may carry a one-time token; the route says what was asked) */
  path: string;
  /** the route pattern or kind (the histogram's label) */
  route: string;
  statusCode: number;
  seconds: number;
};

/**
 * The one line per request: `requestId, method, path, route, status_code, durationMs` (and `time`, `service`).
 * A failed request's line (`error` given) is written at `error` level with it.
 */
export function logRequest(logger: Logger, record: RequestRecord, error?: unknown): void {
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

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
