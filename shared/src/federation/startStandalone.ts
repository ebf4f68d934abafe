import { registerApplication, start } from 'single-spa';
// Through the package's public entry, not relative paths: this module is bundled into the standalone page, and
// the entry is the page's one federated instance (one store, one runtime config, one fragment loader).
import { loadRemoteModule, loadRuntimeConfig, registerRemoteManifests, setFragmentLoader, whenRehydrated, type RemoteName } from '@inercise/shared';

/**
 * A team's standalone QA page: a small host that loads the team's container from its own origin through the
 * federation runtime, exactly as the shell does, and mounts its `./app` alone on the real API.
 */
export async function startStandalone(remote: RemoteName): Promise<void> {
  const config = await loadRuntimeConfig();
  registerRemoteManifests({ ...config.remotes, [remote]: `${window.location.origin}/mf-manifest.json` });
  setFragmentLoader((id) => loadRemoteModule(id));
  await whenRehydrated();
  const app = await loadRemoteModule(`${remote}/app`);
  const domElement = document.getElementById('app-root');
  if (!domElement) throw new Error('#app-root is missing');
  registerApplication({ name: remote, app, activeWhen: () => true, customProps: { domElement } });
  start({ urlRerouteOnly: true });
}
