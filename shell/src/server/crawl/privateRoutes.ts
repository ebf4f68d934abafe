import { languages, routeOwners, type RemoteName } from '@inercise/shared';

/**
 * Remotes whose pages belong to one shopper (cart, checkout, account) or to the shop's staff: they are kept out of
 * search results (noindex) and crawlers are asked not to visit them (robots.txt).
 */
export const privateRemotes: readonly RemoteName[] = ['mf-cart-checkout', 'mf-account', 'mf-backoffice'];

/**
 * What robots.txt disallows: the first segment of every private route (`/profile` for `/profile/edit`, `/admin` for
 * the back office), bare and under each language prefix.
 */
export const disallowedPaths: string[] = [
  ...new Set(privateRemotes.flatMap((remote) => routeOwners[remote].map((route) => `/${route.split('/')[1] ?? ''}`))),
].flatMap((path) => [path, ...languages.map((language) => `/${language}${path}`)]);
