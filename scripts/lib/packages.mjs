import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import registry from '@inercise/contracts/bundles.json' with { type: 'json' };

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The browser bundles (the registry in @inercise/contracts), their default ports and where their build lands. */
export const bundles = registry.map(({ name, port }) => ({ name, port, dir: join(repoRoot, name), dist: join(repoRoot, name, 'dist') }));

/** Marks a build made with the end-to-end suite's fault hooks compiled in; a shop start never serves one. */
export const TEST_HOOKS_MARKER = 'TEST-HOOKS';
export const wantsTestHooks = () => process.env.INERCISE_TEST_HOOKS === '1';

export function isBuilt(bundle) {
  return (
    existsSync(join(bundle.dist, 'index.html')) &&
    (bundle.name === 'shell' || existsSync(join(bundle.dist, 'mf-manifest.json'))) &&
    existsSync(join(bundle.dist, TEST_HOOKS_MARKER)) === wantsTestHooks()
  );
}

export const apiEntry = join(repoRoot, 'api', 'src', 'main.ts');
export const hasApi = () => existsSync(apiEntry);
