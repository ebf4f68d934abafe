import { registerApplication, start } from 'single-spa';
// Through the package's public entry, not relative paths: this module is bundled into the standalone page, and
// the entry is the page's one federated instance (one store, one runtime config, one fragment loader).
import { loadRemoteModule, loadRuntimeConfig, registerRemoteManifests, setFragmentLoader, whenRehydrated, type RemoteName } from '@inercise/shared';

const QA_RELEASE_KEY = 'inercise.qaRelease';

/**
 * The release QA asked for with `?release=<version>` (kept for the tab's later pages; `?release=live` returns to
 * the live build). A `+` in the version arrives as a space when not escaped.
 */
export function qaRelease(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): string | null {
  const asked = new URLSearchParams(search).get('release');
  if (asked !== null) {
    const name = asked.trim().replace(/ /g, '+');
    if (name === '' || name === 'live') storage.removeItem(QA_RELEASE_KEY);
    else storage.setItem(QA_RELEASE_KEY, name);
  }
  return storage.getItem(QA_RELEASE_KEY);
}

/**
 * Says on the page which release QA is looking at: a landmark of its own above the application (the page's title
 * belongs to the application's pages, which set it as they go).
 */
function showReleaseUnderTest(release: string): void {
  const note = document.createElement('aside');
  note.setAttribute('aria-label', 'Release under test');
  note.textContent = `Release ${release}`;
  note.style.cssText = 'padding:4px 12px;background:#fff3c4;color:#111418;font:14px/1.5 system-ui,sans-serif;text-align:center';
  document.body.prepend(note);
}

/**
 * A team's standalone QA page: a small host that loads the team's container from its own origin through the
 * federation runtime, exactly as the shell does, and mounts its `./app` alone on the real API. With
 * `?release=<version>` it loads that kept release instead of the live build, so QA tests it before promotion.
 */
export async function startStandalone(remote: RemoteName): Promise<void> {
  const config = await loadRuntimeConfig();
  const release = qaRelease(window.location.search, window.sessionStorage);
  const origin = window.location.origin;
  const manifest = release ? `${origin}/releases/${encodeURIComponent(release)}/mf-manifest.json` : `${origin}/mf-manifest.json`;
  if (release) showReleaseUnderTest(release);
  registerRemoteManifests({ ...config.remotes, [remote]: manifest });
  setFragmentLoader((id) => loadRemoteModule(id));
  await whenRehydrated();
  const app = await loadRemoteModule(`${remote}/app`);
  const domElement = document.getElementById('app-root');
  if (!domElement) throw new Error('#app-root is missing');
  registerApplication({ name: remote, app, activeWhen: () => true, customProps: { domElement } });
  start({ urlRerouteOnly: true });
}
