// A Module Federation runtime plugin, built by tools/createWebpackConfig into the page's own container (the shell, or
// a remote's standalone page), which hands it on to every container the page loads.
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const plainVersion = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` (x.y.z) meets the caret range `^a.b.c` as npm reads it: the same major, not older; under 1.0 the
 * same minor too, and under 0.1 the same patch. `undefined` for anything else (tags, pre-releases, other ranges),
 * which the federation runtime's own check then reads.
 */
export function meetsCaretRange(version: string, range: string): boolean | undefined {
  if (!range.startsWith('^')) return undefined;
  const have = plainVersion.exec(version)?.slice(1).map(Number);
  const want = plainVersion.exec(range.slice(1))?.slice(1).map(Number);
  if (!have || !want) return undefined;
  const [major = 0, minor = 0, patch = 0] = have;
  const [wantMajor = 0, wantMinor = 0, wantPatch = 0] = want;
  if (major !== wantMajor) return false;
  if (wantMajor === 0 && minor !== wantMinor) return false;
  if (wantMajor === 0 && wantMinor === 0) return patch === wantPatch;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}

/**
 * Every shared singleton asks for `^<installed version>` (tools/federation.cjs), so a mismatch between teams shows.
 * The runtime checks that range with a general semver parser that builds its regular expressions on each call: about
 * 30 ms of a page's start-up, in the task the shopper's first tap waits for. This plugin answers the plain case (one
 * registered version meeting a plain caret range) itself and leaves every other case, with its warning, to the
 * runtime's own resolver.
 *
 * The page's runtime calls this once, at its start. The plugin is registered globally too, so each remote container's
 * runtime instance, created later when the remote loads, applies it as well: no remote carries a copy of its own.
 */
export default function singletonVersionCheck(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'inercise-singleton-version-check',
    resolveShare(args) {
      const config = args.shareInfo?.shareConfig;
      if (!config?.singleton || args.shareInfo.treeShaking || typeof config.requiredVersion !== 'string') return args;
      if (meetsCaretRange(args.version, config.requiredVersion) !== true) return args;
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!shared) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
