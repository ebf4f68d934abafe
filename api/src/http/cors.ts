import type { FastifyInstance } from 'fastify';

const ALLOW_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS';
// X-Request-Id: a page's requests carry the id of the page request that rendered them (one id end to end).
const ALLOW_HEADERS = 'Authorization, Content-Type, If-None-Match, X-Request-Id';
const EXPOSE_HEADERS = 'access_token, Second-Factor, ETag, X-Request-Id';

/**
 * CORS for the configured storefront origins only, with credentials: login and the refresh call carry the HttpOnly
 * refresh cookie (features/sessions/refreshCookie.ts); every other call's token travels in a header.
 * A Set lookup per request and headers only when a browser sends Origin: @fastify/cors added its expose
 * header to every answer and resolved the origin list per request. `Vary: Origin` always goes out, so a
 * shared cache never hands one origin's answer to another.
 */
export const registerCors = (app: FastifyInstance, origins: readonly string[]): void => {
  const allowed = new Set(origins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin)) {
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true')
        .header('access-control-expose-headers', EXPOSE_HEADERS);
    }
    done();
  });

  // Preflight for every path: the allowed origins learn what they may send; others get no CORS headers.
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin)) {
      reply
        .header('access-control-allow-methods', ALLOW_METHODS)
        .header('access-control-allow-headers', ALLOW_HEADERS)
        .header('access-control-max-age', '600');
    }
    reply.status(204).send();
  });
};
