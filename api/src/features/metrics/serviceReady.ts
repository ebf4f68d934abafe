import { Gauge, type Registry } from 'prom-client';

/**
 * `service_ready`: 1 while the readiness check passes, read at each scrape, so an alert sees an instance that runs
 * but gets no traffic (the same gauge the web servers expose).
 */
export const registerServiceReady = (registry: Registry, isReady: () => Promise<boolean>): void => {
  new Gauge({
    name: 'service_ready',
    help: 'Whether the readiness check passes (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await isReady().catch(() => false)) ? 1 : 0);
    },
  });
};
