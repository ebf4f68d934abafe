/**
 * Whether a bare path (no language prefix, no query) is a route's, matched the way the application's router matches
 * it: letter case ignored, a `:param` segment taking any non-empty segment.
 */
export function routeMatches(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((segment, i) =>
    segment.startsWith(':') ? (actual[i] ?? '') !== '' : segment.toLowerCase() === actual[i]?.toLowerCase(),
  );
}
