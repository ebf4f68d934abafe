// Prometheus metrics of one server: a registry of its own, so several servers in one process keep theirs apart.
import client from 'prom-client';

/**
 * @param {string} service
 */
export function createMetrics(service) {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry });
  const requestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route kind and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Set from the readiness check at each scrape: an alert sees an instance that answers but should get no traffic.
  const serviceReady = new client.Gauge({ name: 'service_ready', help: 'Whether the readiness check passes (1) or not (0)', registers: [registry] });
  return { registry, requestDuration, serviceReady };
}

/** @typedef {ReturnType<typeof createMetrics>} Metrics */
