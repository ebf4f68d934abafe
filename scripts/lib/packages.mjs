import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The browser bundles, their default ports (README) and where their build lands. */
export const bundles = [
  { name: 'shell', port: 3000 },
  { name: 'mf-catalog', port: 3001 },
  { name: 'mf-cart-checkout', port: 3002 },
  { name: 'mf-account', port: 3003 },
  { name: 'mf-content', port: 3004 },
  { name: 'mf-backoffice', port: 3005 },
].map((bundle) => ({ ...bundle, dir: join(repoRoot, bundle.name), dist: join(repoRoot, bundle.name, 'dist') }));

export const remotes = bundles.filter((bundle) => bundle.name !== 'shell');

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
