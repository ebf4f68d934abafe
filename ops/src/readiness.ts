// Health for the orchestrator and the load balancer: live (the process answers) and ready (its own checks pass
// and it is not shutting down), with a `service_ready` gauge of the same verdict for alerts.
import client from 'prom-client';

export type ReadinessReport = { ready: boolean; checks: Record<string, string> };
export type ReadinessCheck = () => ReadinessReport | Promise<ReadinessReport>;
export type HealthAnswer = { status: number; body: { status: 'ok' | 'unavailable'; checks?: Record<string, string> } };

export const LIVE_PATH = '/health/live';
export const READY_PATH = '/health/ready';
export const METRICS_PATH = '/metrics';

export const LIVE_ANSWER: HealthAnswer = Object.freeze({ status: 200, body: Object.freeze({ status: 'ok' as const }) });

export type ReadinessOptions = {
  /** where `service_ready` is registered (its `service` label is the registry's) */
  registry: client.Registry;
  /** the server's own checks (database, build, configuration) */
  check: ReadinessCheck;
};

export function createReadiness(options: ReadinessOptions) {
  let stopping = false;
  const check = async (): Promise<ReadinessReport> => {
    if (stopping) return { ready: false, checks: { server: 'shutting down' } };
    const report = await options.check();
    gauge.set(report.ready ? 1 : 0);
    return report;
  };
  const gauge = new client.Gauge({
    name: 'service_ready',
    help: 'Whether this server would answer its readiness probe now (1) or not (0); read when scraped',
    registers: [options.registry],
    async collect() {
      // A failing check is not ready; the scrape itself still answers.
      await check().catch(() => this.set(0));
    },
  });
  return {
    check,
    async answer(): Promise<HealthAnswer> {
      const report = await check().catch((error: unknown) => ({ ready: false, checks: { check: error instanceof Error ? error.message : String(error) } }));
      if (!report.ready) gauge.set(0);
      return { status: report.ready ? 200 : 503, body: { status: report.ready ? 'ok' : 'unavailable', checks: report.checks } };
    },
    /** From now on not ready: the load balancer stops sending traffic to a server that shuts down. */
    stop(): void {
      stopping = true;
      gauge.set(0);
    },
    get stopping(): boolean {
      return stopping;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
