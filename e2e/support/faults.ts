import { controlPort, type Remote } from './env';

export interface Faults {
  down?: Remote[];
  slowMs?: Partial<Record<Remote, number>>;
  remoteOverrides?: Partial<Record<Remote, string>>;
  /** Stop the API, start it again on the same database, or restart it there (with `apiEnv` added to its settings). */
  api?: 'stop' | 'start' | 'restart';
  apiEnv?: Record<string, string>;
  /** Top-level settings added to runtime-config.json (the bot check's), until the next call without them. */
  runtimeConfig?: Record<string, unknown>;
}

/** Tells the e2e stack which remotes are unreachable, slow, or deployed elsewhere; {} restores everything. */
export async function setFaults(faults: Faults): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort}/`, { method: 'POST', body: JSON.stringify(faults) });
  if (!response.ok) throw new Error(`fault control answered ${response.status}`);
}
