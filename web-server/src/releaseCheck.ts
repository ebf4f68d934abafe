// Whether a remote's release can be put on the shell's pages: its manifest answers and it was built against the
// shell's contract major. Asked by the page composer before it sends a shopper to a release, and by the rollout
// commands before they change the discovery document.
import { buildInfoOf } from './releases.ts';

export type Verdict = { ok: true; version: string | null } | { ok: false; reason: 'incompatible' | 'unreachable'; detail: string };

/**
 * Fetches one manifest and judges it.
 * @param contractMajor the shell's; null checks reachability only
 */
export async function checkRelease(manifest: string, contractMajor: number | null, timeoutMs: number): Promise<Verdict> {
  let body;
  try {
    const response = await fetch(manifest, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { ok: false, reason: 'unreachable', detail: `${manifest} answered ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { ok: false, reason: 'unreachable', detail: `${manifest}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const info = buildInfoOf(body);
  if (contractMajor !== null && info.contractMajor !== contractMajor) {
    return {
      ok: false,
      reason: 'incompatible',
      detail: `${manifest} was built against contract major ${info.contractMajor ?? 'unknown'}, the shell has ${contractMajor}`,
    };
  }
  return { ok: true, version: info.version };
}

/**
 * Verdicts kept per manifest: a release's never changes, so a good or incompatible one is kept for good; an
 * unreachable one or an unversioned build is asked again after `retryMs`.
 * @param options.onFreshVerdict told of every verdict not from the cache
 */
export function createReleaseChecker(options: {
  contractMajor: number | null;
  timeoutMs: number;
  retryMs?: number;
  onFreshVerdict?: (manifest: string, verdict: Verdict) => void;
}) {
  const retryMs = options.retryMs ?? 5000;
  const cache: Map<string, { verdict: Promise<Verdict>; until: number }> = new Map();
  const check = (manifest: string) => {
    const cached = cache.get(manifest);
    if (cached && cached.until > Date.now()) return cached.verdict;
    const verdict = checkRelease(manifest, options.contractMajor, options.timeoutMs);
    const entry = { verdict, until: Number.POSITIVE_INFINITY };
    cache.set(manifest, entry);
    void verdict.then((result) => {
      const final = result.ok || result.reason === 'incompatible';
      entry.until = final && manifest.includes('/releases/') ? Number.POSITIVE_INFINITY : Date.now() + retryMs;
      options.onFreshVerdict?.(manifest, result);
    });
    // Old releases leave the document; their verdicts go with the oldest entries.
    if (cache.size > 200) cache.delete(cache.keys().next().value as string);
    return verdict;
  };
  return { check };
}
