import { registerApplication } from 'single-spa';
import { ownerOf, remoteNames } from '@inercise/shared';
import { remoteApplication } from '../federation/remoteApplication';

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found;
}

/** The shell's own layout applications (always active), one application per remote, and not-found. */
export function registerApplications(): void {
  // Header and footer are on every page from its start: one chunk for both, so what they share is downloaded once.
  registerApplication({
    name: 'shell-header',
    app: () => import(/* webpackChunkName: "layout" */ '../layout/headerApp'),
    activeWhen: () => true,
    customProps: { domElement: element('shell-header') },
  });
  registerApplication({
    name: 'shell-footer',
    app: () => import(/* webpackChunkName: "layout" */ '../layout/footerApp'),
    activeWhen: () => true,
    customProps: { domElement: element('shell-footer') },
  });
  for (const remote of remoteNames) {
    registerApplication({
      name: remote,
      app: async () => remoteApplication(remote, `app-${remote}`),
      activeWhen: (location) => ownerOf(location.pathname) === remote,
      customProps: { domElement: element(`app-${remote}`) },
    });
  }
  registerApplication({
    name: 'shell-not-found',
    // Named: the shell's server links its stylesheet when it draws the not-found page itself.
    app: () => import(/* webpackChunkName: "not-found" */ '../notFound/notFoundApp'),
    activeWhen: (location) => ownerOf(location.pathname) === null,
    customProps: { domElement: element('app-shell-not-found') },
  });
}
