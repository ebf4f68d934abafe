import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBundles } from '../../scripts/lib/build.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { apiPort, basePort, controlPort } from './env';
import { GUARDED_OWNER_EMAIL, LOCKED_OWNER_EMAIL, OWNER_EMAIL } from './owner';
import { E2E_SELLER_ENV } from './seller';
import { prepareReleases, releasesReady } from './releases';
import { startReleaseStore } from './releaseStore';

/** Builds every bundle for production (webpack's cache keeps this quick) and starts the shop with a fresh database. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Fault-injection hooks are compiled in for this suite only (a fragment made to throw, see shared/testFault.ts).
  process.env.INERCISE_TEST_HOOKS = '1';
  if (process.env.E2E_SKIP_BUILD !== '1') await buildBundles({ force: true });
  // The catalog releases the release tests roll out, made by the release command itself.
  if (process.env.E2E_SKIP_BUILD !== '1' || !releasesReady()) await prepareReleases();
  const dataDir = mkdtempSync(join(tmpdir(), 'inercise-e2e-'));
  // The releases kept in object storage, as in a cluster: the remotes read them from there.
  const store = await startReleaseStore(join(dataDir, 'object-store'));
  const stack = await startStack({
    basePort,
    apiPort,
    dataDir,
    controlPort,
    releaseStore: store.env,
    apiStartTimeoutMs: 180_000,
    // The shop owner's accounts (support/owner.ts) become the back office's admins once the tests activate them.
    // A seller of its own (support/seller.ts), so the pages are seen to name the configured one, not the example.
    apiEnv: { RATE_LIMIT_MAX: '10000', MAIL_DIR: join(dataDir, 'mail'), ADMIN_EMAILS: `${OWNER_EMAIL},${GUARDED_OWNER_EMAIL},${LOCKED_OWNER_EMAIL}`, ...E2E_SELLER_ENV },
  });
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_RUNTIME_CONFIG = stack.runtimeConfigPath;
  return async () => {
    await stack.stop();
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
