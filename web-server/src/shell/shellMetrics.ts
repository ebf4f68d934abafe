// The shell's own metrics, beside the shared HTTP histogram of the operations layer.
import client from 'prom-client';

export function createShellMetrics(registry: client.Registry) {
  return {
    firstScreenDuration: new client.Histogram({
      name: 'first_screen_fetch_duration_seconds',
      help: "Time to get a route owner's first screen, by remote and outcome (drawn, none, timeout, error)",
      labelNames: ['remote', 'outcome'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5],
      registers: [registry],
    }),
    firstScreenTimeouts: new client.Counter({
      name: 'first_screen_timeouts_total',
      help: 'Pages sent without their first screen because the remote did not answer in time',
      labelNames: ['remote'],
      registers: [registry],
    }),
    incompatible: new client.Counter({
      name: 'remote_incompatible_total',
      help: "Remote releases refused because they were built against another contract major than the shell's, by who noticed",
      labelNames: ['remote', 'release', 'seen_by'],
      registers: [registry],
    }),
    assignments: new client.Counter({
      name: 'remote_release_assignments_total',
      help: 'Shoppers sent to each release of each remote, one per page start, by cohort (live, canary, fallback)',
      labelNames: ['remote', 'release', 'cohort'],
      registers: [registry],
    }),
  };
}

export type ShellMetrics = ReturnType<typeof createShellMetrics>;
