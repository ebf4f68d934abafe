import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** Half of a surrogate pair with no other half: no character at all, and no valid JSON text for PostgreSQL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path to the first string holding a NUL or a lone surrogate, or null. Depth-bounded: bodies are small. */
const nulPath = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null;
  // An uploaded picture's bytes are no text; walking them byte by byte would cost seconds.
  if (value instanceof Uint8Array) return null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
};

/**
 * PostgreSQL text cannot hold U+0000, and its JSON (the audit log's before and after) no lone surrogate: either,
 * anywhere in a parameter, query or body, used to reach the database and fail there as a 500. It is refused up
 * front as bad input, naming the field.
 */
export const registerInputGuards = (app: FastifyInstance): void => {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
    done(field === null ? undefined : badRequest('invalidCharacter', field || null));
  });
};
