// Who may read /metrics. The counters say how much the shop sells and how its servers fare: in production only the
// scraper holding METRICS_TOKEN reads them; without a token there production answers nobody, locally everybody.
import { timingSafeEqual } from 'node:crypto';

/** Whether a request with this Authorization header may read /metrics. */
export type MetricsAuthorization = (authorization: string | undefined) => boolean;

export function metricsAccess({ token, production }: { token: string | null | undefined; production: boolean }): MetricsAuthorization {
  if (!token) return () => !production;
  const expected = Buffer.from(`Bearer ${token}`);
  return (authorization) => {
    const given = Buffer.from(authorization ?? '');
    // Compared in constant time, so the token cannot be guessed a byte at a time.
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
