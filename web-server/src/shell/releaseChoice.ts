// Which release of each remote a shopper gets: checked before anyone is sent to it, with a fallback, and the
// shopper kept on the same releases through a rollout id.
import { randomBytes } from 'node:crypto';
import { chooseRelease, shopperCookie, shopperFromCookie } from '../discovery.ts';
import { createReleaseChecker } from '../releaseCheck.ts';
import type { Choice, ShopperChoice } from '../discovery.ts';
import type { Verdict } from '../releaseCheck.ts';
import type { RuntimeConfig } from '../runtimeConfig.ts';
import type { ShellMetrics } from './shellMetrics.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export function createReleaseChoice(options: { contractMajor: number | null; timeoutMs: number; metrics: ShellMetrics; logger: Logger }) {
  const checker = createReleaseChecker({ contractMajor: options.contractMajor, timeoutMs: Math.min(options.timeoutMs, 1000) });
  /** Each refused release is logged and counted once per verdict, not once per page. */
  const refused = new Set();

  const note = (remote: string, choice: Choice, verdict: Verdict) => {
    // A release that answers again is logged again the next time it fails.
    if (verdict.ok) refused.delete(`${choice.manifest} unreachable`);
    if (verdict.ok || refused.has(`${choice.manifest} ${verdict.reason}`)) return;
    refused.add(`${choice.manifest} ${verdict.reason}`);
    if (verdict.reason === 'incompatible') options.metrics.incompatible.inc({ remote, release: choice.release ?? 'unversioned', seen_by: 'shell-server' });
    options.logger.error({ remote, release: choice.release, reason: verdict.reason, detail: verdict.detail }, 'remote release refused');
  };

  /**
   * The release of every remote one shopper gets. A release of the discovery document is checked before anyone is
   * sent to it; one that is incompatible or does not answer gives way to its fallback (the live release for a
   * canary, the previous one otherwise) when that one is good. A plain manifest URL is left to the browser's check.
   */
  const releasesFor = async (current: RuntimeConfig, shopper: string): Promise<Record<string, ShopperChoice>> => {
    const entries = await Promise.all(
      Object.entries(current.remotes).map(async ([remote, entry]) => {
        const choice = chooseRelease(entry, remote, shopper);
        if (typeof entry === 'string') return [remote, choice];
        const verdict = await checker.check(choice.chosen.manifest);
        note(remote, choice.chosen, verdict);
        if (verdict.ok || !choice.fallback) return [remote, choice];
        const fallbackVerdict = await checker.check(choice.fallback.manifest);
        note(remote, choice.fallback, fallbackVerdict);
        return [remote, fallbackVerdict.ok ? { chosen: choice.fallback, cohort: 'fallback', fallback: null } : choice];
      }),
    );
    return Object.fromEntries(entries);
  };

  return { releasesFor };
}

/**
 * The shopper's rollout id. Only a document with a canary needs one; a new shopper is given one in a cookie, so
 * every later page and visit lands on the same releases.
 */
export function shopperOf(req: IncomingMessage, res: ServerResponse, current: RuntimeConfig) {
  const known = shopperFromCookie(req.headers.cookie);
  if (known) return known;
  // Without a canary nobody is put in a bucket: no id is made and no cookie set.
  if (!Object.values(current.remotes).some((entry) => typeof entry !== 'string' && entry.canary)) return '';
  const shopper = randomBytes(16).toString('hex');
  const secure = req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
  res.setHeader('Set-Cookie', shopperCookie(shopper, secure));
  return shopper;
}

export function manifestsFrom(choices: Record<string, ShopperChoice>) {
  return Object.fromEntries(Object.entries(choices).map(([remote, choice]) => [remote, choice.chosen.manifest]));
}

export type ReleaseChoice = ReturnType<typeof createReleaseChoice>;
