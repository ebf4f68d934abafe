import { controlPort, type Remote } from './env';

export interface Faults {
  down?: Remote[];
  slowMs?: Partial<Record<Remote, number>>;
  remoteOverrides?: Partial<Record<Remote, string>>;
  /** Stop the API, or start it again on the same database. */
  api?: 'stop' | 'start';
}

/** Tells the e2e stack which remotes are unreachable, slow, or deployed elsewhere; {} restores everything. */
export async function setFaults(faults: Faults): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${controlPort}/`, { method: 'POST', body: JSON.stringify(faults) });
  if (!response.ok) throw new Error(`fault control answered ${response.status}`);
}
