#!/usr/bin/env node
// The rollout commands, run from the repository root as npm scripts:
//   npm run promote  -- <remote> <version>           every shopper gets <version>; the live release becomes previous
//   npm run canary   -- <remote> <version> <share>   <share>% of shoppers get <version>, each kept on it
//   npm run rollback -- <remote>                     ends the canary, or the previous release is live again
//   npm run releases -- [<remote>]                   what the document says, and the releases each remote keeps
//   npm run releases -- prune <bundle> [--keep n]    removes the oldest kept releases beyond n (default RELEASES_KEEP
//                                                    or 5) from the bundle's store (RELEASES_S3_* or RELEASES_DIR),
//                                                    never the live, previous or canary release the document names
// They change only the discovery document (RUNTIME_CONFIG or --config; default deploy/discovery/runtime-config.json,
// the compose deployment's), in one rename; the shell's server reads it at the next page. A release is checked first
// against the live shell's contract major (SHELL_URL or --shell; without one, the contract major of this checkout).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { manifestUrl, releasesOf } from '../src/discovery.ts';
import { internalOrigins } from '../src/environment.ts';
import { forwardRequestIds, useInternalOrigins } from '../src/requestContext.ts';
import { DEFAULT_KEEP } from '../src/releases.ts';
import { promote, readDocument, rollback, RolloutRefused, shellContractMajor, startCanary, verifyRelease, writeDocument } from '../src/rollout.ts';
import { pruneReleases } from '../src/store/releaseMirror.ts';
import { releaseStoreFrom } from '../src/store/releaseStore.ts';
import type { ReleaseInfo } from '../src/releases.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { config: { type: 'string' }, shell: { type: 'string' }, keep: { type: 'string' } },
});
const [command, remote, version, share] = positionals;
const configPath = resolve(values.config ?? process.env.RUNTIME_CONFIG ?? 'deploy/discovery/runtime-config.json');
const usage =
  'usage: rollout promote <remote> <version> | canary <remote> <version> <share> | rollback <remote> | status [<remote>] | prune <bundle> [--keep n]';

// From inside a cluster the public addresses may not answer: INTERNAL_ORIGINS maps them as the servers do.
const internal = internalOrigins(process.env.INTERNAL_ORIGINS);
useInternalOrigins(internal.map);
forwardRequestIds();

async function contractMajor() {
  const shellUrl = values.shell ?? process.env.SHELL_URL;
  if (shellUrl) return shellContractMajor(shellUrl);
  const shared = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'package.json');
  if (!existsSync(shared)) throw new RolloutRefused('set SHELL_URL (or --shell) to the live shell, whose contract major a release must have');
  console.log('(checked against the contract major of this checkout: set SHELL_URL to ask the live shell)');
  return JSON.parse(readFileSync(shared, 'utf8')).inerciseContract as number;
}

async function status() {
  const doc = readDocument(configPath);
  for (const [name, entry] of Object.entries(doc.remotes)) {
    if (remote && name !== remote) continue;
    const releases = releasesOf(entry);
    const canary = releases.canary ? `, canary ${releases.canary.release} (${releases.canary.share}%)` : '';
    console.log(`${name}: live ${releases.live ?? 'unversioned build'}${releases.previous ? `, previous ${releases.previous}` : ''}${canary}`);
    try {
      const response = await fetch(`${releases.url.replace(/\/+$/, '')}/releases.json`, { signal: AbortSignal.timeout(5000) });
      const kept: ReleaseInfo[] = response.ok ? ((await response.json()) as { releases: ReleaseInfo[] }).releases : [];
      for (const release of kept) console.log(`  kept ${release.version}  commit ${release.commit}  contract ${release.contractMajor}  ${release.releasedAt}`);
    } catch {
      console.log(`  (its server at ${releases.url} does not answer)`);
    }
  }
}

/** Clean-up of one bundle's store, which the servers never do: they do not know what the document names. */
async function prune() {
  const bundle = remote as string;
  const keep = Number(values.keep ?? process.env.RELEASES_KEEP ?? DEFAULT_KEEP);
  if (!Number.isInteger(keep) || keep < 1) throw new RolloutRefused('--keep must be a whole number of at least 1');
  const { store, problems } = releaseStoreFrom(process.env, bundle, join(bundle, 'releases'));
  if (problems.length) throw new RolloutRefused(problems.join('\n'));
  const entry = readDocument(configPath).remotes[bundle];
  const named = entry ? releasesOf(entry) : { live: undefined, previous: undefined, canary: undefined };
  const protect = [named.live, named.previous, named.canary?.release].filter((name) => typeof name === 'string');
  const removed = await pruneReleases(store, keep, protect);
  console.log(
    `${bundle}: ${removed.length ? `removed ${removed.join(', ')}` : 'nothing to remove'} from ${store.describe()} (kept the newest ${keep}${protect.length ? ` and ${protect.join(', ')}` : ''})`,
  );
}

try {
  if (command === 'status') await status();
  else if (command === 'prune' && remote) await prune();
  else if (!remote) throw new RolloutRefused(usage);
  else {
    const doc = readDocument(configPath);
    const started = Date.now();
    let change;
    if (command === 'promote' && version) {
      await verifyRelease(doc, remote, version, await contractMajor());
      change = promote(doc, remote, version);
    } else if (command === 'canary' && version && share) {
      await verifyRelease(doc, remote, version, await contractMajor());
      change = startCanary(doc, remote, version, Number(share));
    } else if (command === 'rollback') {
      change = rollback(doc, remote);
      if (change.restored) await verifyRelease(doc, remote, change.restored, await contractMajor());
    } else throw new RolloutRefused(usage);
    if (change.doc !== doc) writeDocument(configPath, change.doc);
    console.log(`${change.summary} (${configPath}, written ${Date.now() - started} ms after the command started)`);
    const live = releasesOf(change.doc.remotes[remote] ?? '');
    if (live.live) console.log(`  live manifest: ${manifestUrl(live.url, live.live)}`);
  }
} catch (error) {
  console.error(error instanceof RolloutRefused ? error.message : error);
  process.exit(error instanceof RolloutRefused ? 1 : 2);
}
