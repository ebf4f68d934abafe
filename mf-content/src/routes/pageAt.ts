import { bareRoute } from '@inercise/shared';
import type { PageRoute } from './contentRoutes';
import type { LazyPage } from './lazyPage';

function matches(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((segment, i) =>
    segment.startsWith(':') ? (actual[i] ?? '') !== '' : segment.toLowerCase() === actual[i]?.toLowerCase(),
  );
}

/**
 * The page a pathname shows, matched the way the application's router matches it (language prefix, trailing
 * slash and letter case ignored), so it can be fetched before the router first renders. Null when none.
 */
export function pageAt(routes: readonly PageRoute[], pathname: string): LazyPage | null {
  const bare = bareRoute(pathname);
  return routes.find((route) => matches(route.path, bare))?.page ?? null;
}
