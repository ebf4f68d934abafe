import { registerApplication, start } from 'single-spa';
import { loadRuntimeConfig, whenRehydrated } from '@inercise/shared';
import '@inercise/shared/tokens.css';
import '@inercise/shared/base.css';

/** The team's QA page: the same lifecycles the shell mounts, alone, on the real shared contracts and API. */
async function boot(): Promise<void> {
  await loadRuntimeConfig();
  await whenRehydrated();
  const app = await import('../lifecycles');
  const domElement = document.getElementById('app-root');
  if (!domElement) throw new Error('#app-root is missing');
  registerApplication({ name: 'mf-catalog', app, activeWhen: () => true, customProps: { domElement } });
  start({ urlRerouteOnly: true });
}

void boot();
