// The shop's public origin, for the absolute URLs of a page's head, robots.txt and the sitemap.
import type { IncomingMessage } from 'node:http';

/** A host as a Host header may name it: a name or an IPv4 or bracketed IPv6 address, and a port. */
const saneHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** @param header the first value of a header a proxy may have added to */
const firstOf = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() ?? '';

/**
 * PUBLIC_URL's origin when it is set (production: the address shoppers and search engines use), else the one the
 * request was made to, as the proxy in front says (X-Forwarded-Proto, X-Forwarded-Host) or the Host header; a host
 * that is not a plain host name falls back to localhost.
 * @param configured PUBLIC_URL's origin
 */
export function publicOrigin(req: IncomingMessage, configured: string | null | undefined) {
  if (configured) return configured;
  const forwardedProto = firstOf(req.headers['x-forwarded-proto']);
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'encrypted' in req.socket ? 'https' : 'http';
  const host = firstOf(req.headers['x-forwarded-host']) || firstOf(req.headers.host);
  return `${protocol}://${saneHost.test(host) ? host.toLowerCase() : 'localhost'}`;
}
