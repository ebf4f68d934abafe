import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** A caller's id is kept only when it is a plain token: it lands in logs and in an answer header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` (the storefront's server passes the page request's on), else a new one. */
export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
};

/** Secrets never reach a log line, whichever object carries them (a request, an error, a body). */
const REDACTED_PATHS = [
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
  'password',
  'token',
  '*.authorization',
  '*.cookie',
  '*.access_token',
  '*.password',
  '*.token',
  '*.*.password',
];

const pathOf = (url: string): string => {
  // The query is left out: it may carry a one-time token, and the route already says what was asked.
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** What else happens once per answered request (the duration metric), without a hook of its own. */
export type OnCompleted = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * One line per request, written when its answer is sent (Fastify's "incoming request" and "request
 * completed" pair is not written): method, path, route pattern, status, duration, and the request id.
 * Fastify calls requestCompleted for every request anyway, so `onCompleted` rides along.
 */
class RequestLog extends LogController {
  constructor(
    private readonly linesWanted: boolean,
    private readonly onCompleted: OnCompleted,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.onCompleted(request, reply);
    // Above `info` (a local run) the line is not even built: this runs for every request.
    if (!error && !this.linesWanted) return;
    const line = {
      method: request.method,
      path: pathOf(request.url),
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}

/** Where log lines go, when not to stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** Fastify's logging: JSON lines (pino) with secrets redacted, the request id as `reqId`, one line per request. */
export const loggingOptions = (level: string, onCompleted: OnCompleted, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> => ({
  logger: level === 'silent' ? false : { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) },
  logController: new RequestLog(['trace', 'debug', 'info'].includes(level), onCompleted),
  requestIdHeader: false,
  genReqId: requestIdOf,
});
