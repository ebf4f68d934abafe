// The rollout commands' work on the discovery document: promote a release, start a canary, roll back. Each change
// is checked first (the release's manifest answers, under the name asked for, built against the shell's contract
// major) and written in one rename, so the shell's server reads the old document or the new one, never half.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { manifestUrl, releasesOf, RELEASE_NAME } from './discovery.ts';
import { checkRelease } from './releaseCheck.ts';
import { runtimeConfigProblems } from './runtimeConfig.ts';
import type { RemoteReleases } from './discovery.ts';
import type { RuntimeConfig } from './runtimeConfig.ts';

/** A change that cannot be made, with the reason to show the person who asked for it. */
export class RolloutRefused extends Error {}

export function readDocument(path: string): RuntimeConfig {
  const doc = JSON.parse(readFileSync(path, 'utf8'));
  const problems = runtimeConfigProblems(doc);
  if (problems.length) throw new RolloutRefused(`${path} is not a usable discovery document:\n  ${problems.join('\n  ')}`);
  return doc;
}

/**
 * Writes the document next to its place, then renames it over the old one.
 */
export function writeDocument(path: string, doc: RuntimeConfig) {
  const next = `${path}.next-${process.pid}`;
  writeFileSync(next, `${JSON.stringify(doc, null, 2)}\n`);
  renameSync(next, path);
}

function entryOf(doc: RuntimeConfig, remote: string): RemoteReleases {
  const entry = doc.remotes[remote];
  if (!entry) throw new RolloutRefused(`${remote} is not a remote of the discovery document (it has ${Object.keys(doc.remotes).join(', ')})`);
  return { ...releasesOf(entry) };
}

const withEntry = (doc: RuntimeConfig, remote: string, entry: RemoteReleases): RuntimeConfig => ({ ...doc, remotes: { ...doc.remotes, [remote]: entry } });

function releaseName(version: string) {
  if (!RELEASE_NAME.test(version)) throw new RolloutRefused(`"${version}" is not a release name`);
  return version;
}

/**
 * Makes a release live for every shopper. The live one becomes the previous (the fallback, and what rollback
 * returns to); a canary ends.
 */
export function promote(doc: RuntimeConfig, remote: string, version: string): { doc: RuntimeConfig; summary: string } {
  const entry = entryOf(doc, remote);
  releaseName(version);
  if (entry.live === version && !entry.canary) return { doc, summary: `${remote}: ${version} is live already` };
  const next: RemoteReleases = { url: entry.url, live: version };
  const previous = entry.live && entry.live !== version ? entry.live : entry.previous;
  if (previous && previous !== version) next.previous = previous;
  return {
    doc: withEntry(doc, remote, next),
    summary: `${remote}: ${version} is live${next.previous ? ` (previous: ${next.previous})` : ''}${entry.canary ? `, canary ${entry.canary.release} ended` : ''}`,
  };
}

/**
 * Sends a share of shoppers (percent) to a release; the others keep the live one.
 */
export function startCanary(doc: RuntimeConfig, remote: string, version: string, share: number): { doc: RuntimeConfig; summary: string } {
  const entry = entryOf(doc, remote);
  releaseName(version);
  if (!(share > 0 && share < 100))
    throw new RolloutRefused(`the canary's share is a percentage above 0 and below 100 (not ${share}); promote to give a release to everyone`);
  if (!entry.live) throw new RolloutRefused(`${remote} has no live release yet: promote one first, a canary is measured against it`);
  if (entry.live === version) throw new RolloutRefused(`${remote}: ${version} is the live release`);
  return {
    doc: withEntry(doc, remote, { ...entry, canary: { release: version, share } }),
    summary: `${remote}: ${version} for ${share}% of shoppers, ${entry.live} for the others`,
  };
}

/**
 * Undoes the last step: ends a canary if there is one, otherwise makes the previous release live again.
 */
export function rollback(doc: RuntimeConfig, remote: string): { doc: RuntimeConfig; summary: string; restored: string | null } {
  const entry = entryOf(doc, remote);
  if (entry.canary) {
    const { canary, ...rest } = entry;
    return { doc: withEntry(doc, remote, rest), summary: `${remote}: canary ${canary.release} ended, every shopper on ${entry.live}`, restored: null };
  }
  if (!entry.previous) throw new RolloutRefused(`${remote} has no previous release to roll back to (live: ${entry.live ?? 'the unversioned build'})`);
  return {
    doc: withEntry(doc, remote, { url: entry.url, live: entry.previous }),
    summary: `${remote}: ${entry.previous} is live again (was ${entry.live})`,
    restored: entry.previous,
  };
}

/**
 * Refuses a release whose manifest does not answer, answers for another release, or was built against another
 * contract major than the shell's.
 */
export async function verifyRelease(doc: RuntimeConfig, remote: string, version: string, contractMajor: number, timeoutMs: number = 5000) {
  const manifest = manifestUrl(entryOf(doc, remote).url, version);
  const verdict = await checkRelease(manifest, contractMajor, timeoutMs);
  if (!verdict.ok) {
    throw new RolloutRefused(
      verdict.reason === 'incompatible'
        ? `${remote} ${version} is refused: ${verdict.detail}. Build it against the shell's contracts, or release a shell of that major first.`
        : `${remote} ${version} is refused: its manifest does not answer (${verdict.detail}). Is it released (npm run release -w @inercise/${remote}) and its server up?`,
    );
  }
  if (verdict.version !== version) throw new RolloutRefused(`${manifest} describes release ${verdict.version ?? 'unknown'}, not ${version}`);
  return manifest;
}

/**
 * The contract major of the live shell, asked at its address (its /release.json).
 */
export async function shellContractMajor(shellUrl: string) {
  const url = new URL('/release.json', shellUrl);
  let info: { contractMajor?: unknown } | null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    info = (await response.json()) as { contractMajor?: unknown } | null;
  } catch (error) {
    throw new RolloutRefused(`the shell's contract major could not be read at ${url.href}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof info?.contractMajor !== 'number') throw new RolloutRefused(`${url.href} does not name a contract major`);
  return info.contractMajor;
}
