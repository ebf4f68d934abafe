import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { run } from '../../scripts/lib/build.mjs';
import { repoRoot } from '../../scripts/lib/packages.mjs';
import { remotePorts, shopUrl } from './env';

/** The catalog team's releases the release tests roll out: two good ones and one built on another contract. */
export const releaseA = '1.0.0+e2e.a';
export const releaseB = '1.0.0+e2e.b';
export const incompatibleRelease = '9.0.0+e2e.c';
/** The contract major of this checkout (the shell's), and one it does not have. */
export const shopContractMajor: number = JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')).inerciseContract;
export const otherContractMajor = shopContractMajor + 1;
export const catalogOrigin = `http://localhost:${remotePorts['mf-catalog']}`;
export const releasesRoot = join(repoRoot, 'e2e', '.releases');

/**
 * Builds the catalog's releases with the real release command. The incompatible one stands for a catalog built
 * against the next contract major: a copy of B whose manifest says so (building it for real would take a shared package
 * with another contract, which this checkout does not have).
 */
export async function prepareReleases(): Promise<void> {
  const dir = join(releasesRoot, 'mf-catalog');
  rmSync(releasesRoot, { recursive: true, force: true });
  for (const version of [releaseA, releaseB]) {
    await run(process.execPath, [join(repoRoot, 'scripts', 'release.mjs'), 'mf-catalog', '--version', version, '--releases-dir', dir], repoRoot);
  }
  const incompatible = join(dir, incompatibleRelease);
  cpSync(join(dir, releaseB), incompatible, { recursive: true });
  const manifestFile = join(incompatible, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: incompatibleRelease, contractMajor: otherContractMajor };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const compressed of ['.gz', '.br']) rmSync(`${manifestFile}${compressed}`, { force: true });
  const info = JSON.parse(readFileSync(join(incompatible, 'release.json'), 'utf8'));
  writeFileSync(join(incompatible, 'release.json'), JSON.stringify({ ...info, version: incompatibleRelease, contractMajor: otherContractMajor }));
}

/** Built already, and against this checkout's contract (a contract bump makes the kept ones stale). */
export const releasesReady = () =>
  [releaseA, releaseB, incompatibleRelease].every((version) => existsSync(join(releasesRoot, 'mf-catalog', version, 'release.json'))) &&
  JSON.parse(readFileSync(join(releasesRoot, 'mf-catalog', releaseA, 'release.json'), 'utf8')).contractMajor === shopContractMajor;

/** The rollout commands, as an operator runs them, on the e2e stack's discovery document. */
export function rollout(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const config = process.env.E2E_RUNTIME_CONFIG;
  if (!config) throw new Error('the e2e stack did not say where its runtime-config.json is');
  return new Promise((resolve) => {
    execFile(process.execPath, [join(repoRoot, 'web-server', 'bin', 'rollout.ts'), ...args, '--config', config, '--shell', shopUrl], (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The discovery document as it is now, and a way to edit it by hand. */
export function discoveryDocument(): { remotes: Record<string, unknown> } & Record<string, unknown> {
  return JSON.parse(readFileSync(process.env.E2E_RUNTIME_CONFIG ?? '', 'utf8'));
}
export function writeDiscoveryDocument(doc: Record<string, unknown>): void {
  writeFileSync(process.env.E2E_RUNTIME_CONFIG ?? '', JSON.stringify(doc, null, 2));
}

/** The catalog releases a page asked files of, in the order first seen (from the URLs its requests went to). */
export function catalogReleasesOf(page: Page): { seen: string[]; since(mark: number): string[]; mark(): number } {
  const requests: string[] = [];
  page.on('request', (request) => {
    const match = new RegExp(`^${catalogOrigin}/releases/([^/]+)/`).exec(request.url());
    if (match?.[1]) requests.push(decodeURIComponent(match[1]));
  });
  const unique = (list: string[]) => [...new Set(list)];
  return {
    get seen() {
      return unique(requests);
    },
    mark: () => requests.length,
    since: (mark) => unique(requests.slice(mark)),
  };
}
