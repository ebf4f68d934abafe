// One server's operations: its registry, the HTTP histogram, its logger, its readiness, and the one function that
// records an answered request (a histogram observation and a log line). The adapters call it.
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { createHttpDuration, createRegistry } from './metrics.ts';
import { logRequest, type RequestRecord } from './logger.ts';
import { createReadiness, type ReadinessCheck } from './readiness.ts';

export type OpsOptions = {
  /** the `service` label and log field (api, shell, mf-catalog, …) */
  service: string;
  logger: Logger;
  /** the server's readiness checks (none: always ready) */
  check?: ReadinessCheck;
  /** an existing registry (made with createRegistry) */
  registry?: Registry;
};

/** How one answered request is recorded: `log: false` leaves the line out (the histogram is kept). */
export type RecordHow = { log?: boolean; error?: unknown };

export function createOps(options: OpsOptions) {
  const registry = options.registry ?? createRegistry(options.service);
  const httpDuration = createHttpDuration(registry);
  const readiness = createReadiness({ registry, check: options.check ?? (() => ({ ready: true, checks: {} })) });
  return {
    service: options.service,
    logger: options.logger,
    registry,
    httpDuration,
    readiness,
    record(record: RequestRecord, how: RecordHow = {}): void {
      httpDuration.observe({ method: record.method, route: record.route, status_code: String(record.statusCode) }, record.seconds);
      if (how.log !== false || how.error) logRequest(options.logger, record, how.error);
    },
  };
}

export type Ops = ReturnType<typeof createOps>;
