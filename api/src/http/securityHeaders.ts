import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, set once per request from constants (helmet rebuilt them on
 * every request, which cost about a quarter of the cached catalogue's throughput). The API answers JSON,
 * images and PDFs, so the set is what matters for those (OWASP's REST list): no MIME sniffing, never
 * framed, no referrer, and a CSP that forbids everything should a JSON answer ever be opened as a page.
 * The browser-document headers helmet adds (COOP, Origin-Agent-Cluster, X-XSS-Protection, X-Download-
 * Options, ...) are left out: every header is parsed by every client, and these change nothing for data.
 * The API's own HTML pages (the sandbox payment page, /docs) set a CSP that fits them.
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS = {
  'content-security-policy': API_CSP,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/** HSTS means something only over TLS: a browser ignores it on http, and local http must keep working. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Also echoes the request's id (the operations layer's, @inercise/ops), so the caller can quote the id its request is logged under:
 * one hook for every header an answer always carries, as each hook costs on the hot path.
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
    // request.protocol is https when Fastify serves TLS or, with TRUST_PROXY, a TLS proxy says so.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
};
