import type { TestServer } from './harness.ts';

/** A series as its name and labels in a fixed order, whatever order the exposition writes them in. */
const canonical = (series: string): string => {
  const [, name, labels] = series.match(/^([\w:]+)(?:\{(.*)\})?$/) ?? [];
  if (name === undefined) throw new Error(`not a series: ${series}`);
  return `${name}{${[...(labels ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([pair]) => pair).sort().join(',')}}`;
};

/** The API's default label, added to a series that does not name its service. */
const withService = (series: string): string => {
  if (series.includes('service="')) return series;
  return series.endsWith('}') ? `${series.slice(0, -1)},service="api"}` : `${series}{service="api"}`;
};

/**
 * One series' value in a Prometheus exposition, or null while it is absent. The series may be written with or without
 * `service="api"` and with its labels in any order.
 */
export function metricValue(exposition: string, series: string): number | null {
  const wanted = canonical(withService(series));
  for (const line of exposition.split('\n')) {
    if (line.startsWith('#') || !line.includes(' ')) continue;
    const at = line.lastIndexOf(' ');
    if (canonical(line.slice(0, at)) === wanted) return Number(line.slice(at + 1));
  }
  return null;
}

/** Scrapes the server's /metrics, as Prometheus does: with its token when the server has one. */
export async function scrapeMetrics(server: TestServer): Promise<string> {
  const token = server.config.metricsToken;
  return (await fetch(`${server.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {})).text();
}
