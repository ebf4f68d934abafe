import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A refusal with the status the spec's error catalogue keys on, answered as `{message, field}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field: string | null = null) => new HttpError(400, message, field);
export const unauthorized = (message = 'unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'forbidden') => new HttpError(403, message);
export const notFound = (message = 'notFound', field: string | null = null) => new HttpError(404, message, field);
export const conflict = (message: string, field: string | null = null) => new HttpError(409, message, field);
export const gone = (message: string, field: string | null = null) => new HttpError(410, message, field);

/** 503 with Retry-After: the server is busy with work of this kind; the client may try again after so many seconds. */
export class BusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'serverBusy');
  }
}

const fieldOf = (path: string): string | null => {
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  return field === '' ? null : field;
};

export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof BusyError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, field: error.field });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      return reply.status(400).send({ message: first.message, field: fieldOf(first.instancePath) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, rate limit.
      return reply.status(status).send({ message: error.message || 'badRequest', field: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'internalError', field: null });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'notFound', field: null }));
};
