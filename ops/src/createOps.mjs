// One server's operations: its registry, the HTTP histogram, its logger, its readiness, and the one function that
// records an answered request (a histogram observation and a log line). The adapters call it.
import { createHttpDuration, createRegistry } from './metrics.mjs';
import { logRequest } from './logger.mjs';
import { createReadiness } from './readiness.mjs';

/**
 * @param {object} options
 * @param {string} options.service                 the `service` label and log field (api, shell, mf-catalog, …)
 * @param {import('pino').Logger} options.logger
 * @param {import('./readiness.mjs').ReadinessCheck} [options.check] the server's readiness checks (none: always ready)
 * @param {import('prom-client').Registry} [options.registry] an existing registry (made with createRegistry)
 */
export function createOps(options) {
  const registry = options.registry ?? createRegistry(options.service);
  const httpDuration = createHttpDuration(registry);
  const readiness = createReadiness({ registry, check: options.check ?? (() => ({ ready: true, checks: {} })) });
  return {
    service: options.service,
    logger: options.logger,
    registry,
    httpDuration,
    readiness,
    /**
     * @param {import('./logger.mjs').RequestRecord} record
     * @param {{ log?: boolean, error?: unknown }} [how] log: false leaves the line out (the histogram is kept)
     */
    record(record, how = {}) {
      httpDuration.observe({ method: record.method, route: record.route, status_code: String(record.statusCode) }, record.seconds);
      if (how.log !== false || how.error) logRequest(options.logger, record, how.error);
    },
  };
}

/** @typedef {ReturnType<typeof createOps>} Ops */
