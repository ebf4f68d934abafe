import { languageVariants, routeOwners, type OwnedRoute, type RemoteName } from './routeOwners';

/**
 * Each route a remote owns, at a URL bare and under each language, with any `:parameter` filled in: what a
 * remote's route test visits to see that every route of the table draws its page. For tests only.
 */
export function ownedRouteUrls<R extends RemoteName>(remote: R): { route: OwnedRoute<R>; url: string }[] {
  const routes: readonly OwnedRoute<R>[] = routeOwners[remote];
  return routes.flatMap((route) => languageVariants(route).map((variant) => ({ route, url: variant.replace(/:[^/]+/g, 'TEST-1') })));
}
