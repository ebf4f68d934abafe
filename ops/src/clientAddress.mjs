// Who a request came from, the same way in every server of the shop (the API's rate limits and sessions, the web
// servers' field data limit). TRUST_PROXY names the proxies in front, never "everything": a client writes whatever it
// likes into X-Forwarded-For and the proxy only appends to it, so only the entries the shop's own proxies added count.
import { BlockList, isIP } from 'node:net';

/**
 * - `none`: no proxy in front; the socket's peer is the client and X-Forwarded-* are ignored.
 * - `hops`: this many proxies in front, each appending the address it was called from; the client is the entry the
 *   outermost one added (with 1 hop: the last entry).
 * - `ranges`: the proxies' own addresses (CIDR or single addresses); entries are believed while they come from them.
 * @typedef {{ kind: 'none' } | { kind: 'hops', hops: number } | { kind: 'ranges', ranges: string[] }} TrustProxy
 */

/** @typedef {{ trust: TrustProxy, ambiguous: boolean }} ParsedTrustProxy */

export const TRUST_PROXY_SYNTAX =
  'TRUST_PROXY is a number of proxies in front (1 behind one proxy: the client is the last X-Forwarded-For entry) or the proxies\u2019 address ranges (10.0.0.0/8,fd00::/8); empty or 0 for none';

/** @param {string} address */
const plain = (address) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** @param {string} entry @returns {[string, number, 'ipv4' | 'ipv6'] | null} */
const subnetOf = (entry) => {
  const [address = '', prefixText] = entry.split('/');
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return [address, prefix, version === 4 ? 'ipv4' : 'ipv6'];
};

/**
 * Reads TRUST_PROXY. `true` (what the setting used to say) is taken as one proxy and marked ambiguous: production
 * refuses it. Anything else that is not a count or a list of addresses is an error naming the syntax.
 * @param {string | undefined} text
 * @returns {ParsedTrustProxy}
 */
export function parseTrustProxy(text) {
  const value = (text ?? '').trim();
  if (value === '' || value === '0' || value === 'false' || value === 'off') return { trust: { kind: 'none' }, ambiguous: false };
  if (value === 'true') return { trust: { kind: 'hops', hops: 1 }, ambiguous: true };
  if (/^\d{1,2}$/.test(value)) return { trust: { kind: 'hops', hops: Number(value) }, ambiguous: false };
  const ranges = value.split(',').map((part) => part.trim()).filter(Boolean);
  const wrong = ranges.filter((range) => subnetOf(range) === null);
  if (ranges.length === 0 || wrong.length > 0) throw new Error(`TRUST_PROXY="${value}" is not understood: ${TRUST_PROXY_SYNTAX}`);
  return { trust: { kind: 'ranges', ranges }, ambiguous: false };
}

/**
 * Whether the address at `hop` (0: the socket's peer, 1: the last X-Forwarded-For entry, …) is one of the shop's
 * proxies, so the entry before it may be believed. Fastify takes this very function as its trustProxy.
 * @param {TrustProxy} trust
 * @returns {(address: string, hop: number) => boolean}
 */
export function trustsProxy(trust) {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  const proxies = new BlockList();
  for (const range of trust.ranges) {
    const [address, prefix, type] = /** @type {[string, number, 'ipv4' | 'ipv6']} */ (subnetOf(range));
    proxies.addSubnet(address, prefix, type);
  }
  return (address) => {
    const bare = plain(address);
    const version = isIP(bare);
    return version !== 0 && proxies.check(bare, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address: walking from the socket's peer back through X-Forwarded-For (last entry first), the first
 * address that is not a trusted proxy; the leftmost entry only when every one after it is trusted. The walk is
 * proxy-addr's, which Fastify's request.ip takes with the same trustsProxy function, so both servers agree.
 * @param {string | undefined} peer the socket's remote address
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s)
 * @param {(address: string, hop: number) => boolean} trusted from trustsProxy
 * @returns {string}
 */
export function clientAddressOf(peer, forwardedFor, trusted) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header.split(',').map((entry) => entry.trim()).filter(Boolean).reverse();
  const addresses = [peer ?? 'unknown', ...entries];
  for (let hop = 0; hop < addresses.length - 1; hop += 1) {
    if (!trusted(/** @type {string} */ (addresses[hop]), hop)) return /** @type {string} */ (addresses[hop]);
  }
  return /** @type {string} */ (addresses.at(-1));
}

/**
 * The client of a Node request under a TRUST_PROXY setting.
 * @param {{ socket: { remoteAddress?: string | undefined }, headers: Record<string, string | string[] | undefined> }} req
 * @param {(address: string, hop: number) => boolean} trusted from trustsProxy
 */
export const clientOf = (req, trusted) => clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
