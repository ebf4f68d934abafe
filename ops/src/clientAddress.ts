// Who a request came from, the same way in every server of the shop (the API's rate limits and sessions, the web
// servers' field data limit). TRUST_PROXY names the proxies in front, never "everything": a client writes whatever it
// likes into X-Forwarded-For and the proxy only appends to it, so only the entries the shop's own proxies added count.
import { BlockList, isIP } from 'node:net';

/**
 * - `none`: no proxy in front; the socket's peer is the client and X-Forwarded-* are ignored.
 * - `hops`: this many proxies in front, each appending the address it was called from; the client is the entry the
 *   outermost one added (with 1 hop: the last entry).
 * - `ranges`: the proxies' own addresses (CIDR or single addresses); entries are believed while they come from them.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: string[] };

export type ParsedTrustProxy = { trust: TrustProxy; ambiguous: boolean };

/** Whether the address at `hop` (0: the socket's peer) is one of the shop's proxies. */
export type TrustedProxy = (address: string, hop: number) => boolean;

type Subnet = [address: string, prefix: number, type: 'ipv4' | 'ipv6'];

export const TRUST_PROXY_SYNTAX =
  'TRUST_PROXY is a number of proxies in front (1 behind one proxy: the client is the last X-Forwarded-For entry) or the proxies\u2019 address ranges (10.0.0.0/8,fd00::/8); empty or 0 for none';

const plain = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

const subnetOf = (entry: string): Subnet | null => {
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
 */
export function parseTrustProxy(text: string | undefined): ParsedTrustProxy {
  const value = (text ?? '').trim();
  if (value === '' || value === '0' || value === 'false' || value === 'off') return { trust: { kind: 'none' }, ambiguous: false };
  if (value === 'true') return { trust: { kind: 'hops', hops: 1 }, ambiguous: true };
  if (/^\d{1,2}$/.test(value)) return { trust: { kind: 'hops', hops: Number(value) }, ambiguous: false };
  const ranges = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = ranges.filter((range) => subnetOf(range) === null);
  if (ranges.length === 0 || wrong.length > 0) throw new Error(`TRUST_PROXY="${value}" is not understood: ${TRUST_PROXY_SYNTAX}`);
  return { trust: { kind: 'ranges', ranges }, ambiguous: false };
}

/**
 * Whether the address at `hop` (0: the socket's peer, 1: the last X-Forwarded-For entry, …) is one of the shop's
 * proxies, so the entry before it may be believed. Fastify takes this very function as its trustProxy.
 */
export function trustsProxy(trust: TrustProxy): TrustedProxy {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') {
    const { hops } = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  const proxies = new BlockList();
  for (const range of trust.ranges) {
    const [address, prefix, type] = subnetOf(range) as Subnet;
    proxies.addSubnet(address, prefix, type);
  }
  return (address: string) => {
    const bare = plain(address);
    const version = isIP(bare);
    return version !== 0 && proxies.check(bare, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address: walking from the socket's peer back through X-Forwarded-For (last entry first), the first
 * address that is not a trusted proxy; the leftmost entry only when every one after it is trusted. The walk is
 * proxy-addr's, which Fastify's request.ip takes with the same trustsProxy function, so both servers agree.
 * `peer` is the socket's remote address, `forwardedFor` the X-Forwarded-For header(s), `trusted` from trustsProxy.
 */
export function clientAddressOf(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxy): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const addresses = [peer ?? 'unknown', ...entries];
  for (let hop = 0; hop < addresses.length - 1; hop += 1) {
    const address = addresses[hop] as string;
    if (!trusted(address, hop)) return address;
  }
  return addresses.at(-1) as string;
}

/** What clientOf reads of a Node request. */
export type RequestPeer = { socket: { remoteAddress?: string | undefined }; headers: Record<string, string | string[] | undefined> };

/** The client of a Node request under a TRUST_PROXY setting (`trusted` from trustsProxy). */
export const clientOf = (req: RequestPeer, trusted: TrustedProxy): string => clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
