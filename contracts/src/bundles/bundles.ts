import registry from './bundles.json';

/**
 * The browser bundles: the shell and one remote per team, each with its package folder (`name`), its federation
 * container (`container`; the shell has none) and the port its server listens on by default. This file is the one
 * place they are written; the build, the scripts, the lint rules, the API's local origins, the end-to-end stack and
 * the deployment checks read it (docs/decisions/0030-bundle-registry.md).
 */
export interface Bundle {
  name: string;
  container: string | null;
  port: number;
}

export const bundles: readonly Bundle[] = registry;

/** The remotes only: every bundle but the shell. */
export const remoteBundles: readonly (Bundle & { container: string })[] = bundles.filter(
  (bundle): bundle is Bundle & { container: string } => bundle.container !== null,
);

/** The shell's default port; a remote's port relative to it is how a stack on other ports finds each remote. */
export const shellPort: number = bundles.find((bundle) => bundle.container === null)!.port;
