import type { RemoteName } from '../../shared/src/routes/routeOwners';
import { remoteBundles, shellPort } from '../../contracts/src/bundles/bundles';

/** Ports of the e2e stack (see playwright.config.ts); overridable so two suites can run side by side. */
export const basePort = Number(process.env.E2E_BASE_PORT ?? 4000);
export const apiPort = Number(process.env.E2E_API_PORT ?? 4443);
export const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 4999);
/** The S3-compatible server (s3rver) the remotes' kept releases are stored in. */
export const storePort = Number(process.env.E2E_STORE_PORT ?? controlPort - 1);
/**
 * How many times slower than the host Chromium runs each page (E2E_CPU_SLOWDOWN, e.g. 2 or 4; support/test.ts): a
 * slower shopper's device or a loaded CI machine, on which races between rendering and the test show. 1, the
 * default, leaves the CPU alone. The suite's time limits grow by the same factor.
 */
export const cpuSlowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? '1');
if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1) throw new Error(`E2E_CPU_SLOWDOWN must be a number of at least 1, not "${process.env.E2E_CPU_SLOWDOWN}"`);
export const shopUrl = `http://localhost:${basePort}`;
export const apiUrl = `http://localhost:${apiPort}`;

export type Remote = RemoteName;

/** Each remote's port: the registry's distance from the shell's port, from this stack's base port. */
export const remotePorts = Object.fromEntries(
  remoteBundles.map((bundle) => [bundle.name, basePort + bundle.port - shellPort]),
) as Record<Remote, number>;

/** Debian's Chromium, quiet on a machine without network (docs/decisions/0010-toolchain-pins.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
