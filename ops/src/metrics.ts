// The metrics vocabulary every server of the shop shares: a registry of its own per server (several servers in
// one process keep theirs apart), labelled with the service, and one HTTP histogram with one set of labels and
// buckets, so one alert or dashboard query reads the API and the web servers alike.
import client from 'prom-client';

/** The HTTP histogram's name, labels and buckets: the same for every server. */
export const HTTP_DURATION_NAME = 'http_request_duration_seconds';
export const HTTP_DURATION_LABELS = ['service', 'method', 'route', 'status_code'] as const;
/** Seconds: from a static file's few milliseconds to a page that waited for its first screen. */
export const HTTP_DURATION_BUCKETS: readonly number[] = Object.freeze([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);

/** A registry whose every metric carries `service`, with Node's process metrics unless told otherwise. */
export function createRegistry(service: string, options: { processMetrics?: boolean } = {}): client.Registry {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  if (options.processMetrics !== false) client.collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * THE request histogram. `service` comes from the registry's default label; `route` is a route pattern or a named
 * kind of route, never a raw path (a series per URL would grow without end).
 */
export function createHttpDuration(registry: client.Registry): client.Histogram<'method' | 'route' | 'status_code'> {
  return new client.Histogram({
    name: HTTP_DURATION_NAME,
    help: 'Time to answer a request, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [...HTTP_DURATION_BUCKETS],
    registers: [registry],
  });
}
