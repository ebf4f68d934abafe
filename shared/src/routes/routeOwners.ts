import { remoteBundles } from '@inercise/contracts/bundles';
import { stripLanguage } from '../paths/localizedPath';

/**
 * Which team's application owns which routes (docs/architecture.md#route-ownership). Each path also works under /pl
 * and /en.
 */
export const routeOwners = {
  'mf-content': [
    '/',
    '/blog',
    '/article',
    '/article/:slug',
    '/contact',
    '/inercise',
    '/excercise-atlas',
    '/application',
    '/partners',
    '/privacy-policy',
    '/terms-of-sale',
    '/qr',
    '/qr/:serialNumber',
  ],
  'mf-catalog': ['/shop', '/product', '/product/:slug'],
  'mf-cart-checkout': ['/cart', '/delivery-and-payment', '/order'],
  'mf-account': ['/login', '/register-user', '/activate-account', '/reset-password', '/user-order', '/profile/edit', '/profile/favourite-articles', '/profile/devices', '/profile/courses', '/profile'],
  'mf-backoffice': ['/admin', '/admin/orders', '/admin/orders/:orderNumber', '/admin/audit-log', '/admin/messages', '/admin/newsletter', '/admin/devices', '/admin/customers', '/admin/customers/:id', '/admin/partners', '/admin/delivery', '/admin/discount-codes', '/admin/mail', '/admin/articles', '/admin/articles/:id', '/admin/products', '/admin/products/:id', '/admin/comments'],
} as const;

export type RemoteName = keyof typeof routeOwners;
/**
 * A route a remote owns, bare. A remote keys its pages by it (`Record<OwnedRoute<'mf-catalog'>, Page>`), so a
 * route added to or removed from the table without the remote following is a compile error there.
 */
export type OwnedRoute<R extends RemoteName> = (typeof routeOwners)[R][number];
export const remoteNames = Object.keys(routeOwners) as RemoteName[];

/** Federation container names (identifiers) of each remote, from the bundle registry. */
export const federationNames = Object.fromEntries(remoteBundles.map((bundle) => [bundle.name, bundle.container])) as Record<
  RemoteName,
  string
>;

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  if (a.length !== b.length) return false;
  return a.every((segment, i) => segment.startsWith(':') ? (b[i] ?? '') !== '' : segment === b[i]);
}

/** The remote that owns a pathname, or null (the shell's not-found page). A trailing slash is ignored. */
export function ownerOf(pathname: string): RemoteName | null {
  let bare = stripLanguage(pathname);
  if (bare.length > 1 && bare.endsWith('/')) bare = bare.slice(0, -1);
  for (const remote of remoteNames) {
    if (routeOwners[remote].some((pattern) => matches(pattern, bare))) return remote;
  }
  return null;
}

/**
 * React Router paths of a remote: each route bare, under /pl and under /en. Spelled out rather than `/:lang?`
 * so that `/shop` can never be read as the home page in language "shop".
 */
export function routePatterns(remote: RemoteName): string[] {
  return routeOwners[remote].flatMap((path) => languageVariants(path));
}

/** One route bare and under each language prefix, for a remote's React Router. */
export function languageVariants(path: string): string[] {
  return path === '/' ? ['/', '/pl', '/en'] : [path, `/pl${path}`, `/en${path}`];
}
