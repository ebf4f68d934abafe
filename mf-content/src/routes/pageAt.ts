import { bareRoute } from '@inercise/shared';
import type { PageRoute } from './contentRoutes';
import type { LazyPage } from './lazyPage';
import { routeMatches } from './routeMatches';

/**
 * The page a pathname shows, matched the way the application's router matches it (language prefix, trailing
 * slash and letter case ignored), so it can be fetched before the router first renders. Null when none.
 */
export function pageAt(routes: readonly PageRoute[], pathname: string): LazyPage | null {
  const bare = bareRoute(pathname);
  return routes.find((route) => routeMatches(route.path, bare))?.page ?? null;
}
