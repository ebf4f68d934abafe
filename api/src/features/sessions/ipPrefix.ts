import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, "::" expanded; null when it is not one. */
const ipv6Groups = (address: string): string[] | null => {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  return tail === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
};

/**
 * The network a session came from, never the whole address (data minimisation): an IPv4 address's /24, an IPv6
 * address's /48. An IPv4 address written as IPv6 (::ffff:a.b.c.d) counts as IPv4. Null for anything else.
 */
export const ipPrefix = (address: string | undefined): string | null => {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1]! : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  return `${groups
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/48`;
};
