import { start } from 'single-spa';
import {
  getStore,
  loadAnalyticsTag,
  loadRemoteModule,
  loadRuntimeConfig,
  nextTask,
  registerRemoteManifests,
  startAnalytics,
  selectSessionRestoring,
  setFragmentLoader,
  trackInShopHistory,
  translationsReady,
  whenRehydrated,
} from '@inercise/shared';
import './i18n/registerTranslations';
import { startFieldData } from './fieldData/startFieldData';
import { registerApplications } from './root/registerApplications';
import { startCurrency } from './startup/currencyStartup';
import { watchRoutes } from './startup/routeEvents';

/** The single-spa root config: no UI framework here, only wiring. */
async function boot(): Promise<void> {
  const config = await loadRuntimeConfig();
  // Each remote's release for this shopper, what to fall back to, and where a refused release is reported.
  registerRemoteManifests(config.remotes, { fallbacks: config.fallbacks, releases: config.releases, reportTo: '/telemetry/remote-incompatible' });
  // Fragments anywhere on the page (the shell's or a remote's) load through the shell's federation runtime.
  setFragmentLoader((id) => loadRemoteModule(id));
  // A configured analytics tag waits for the shopper's consent (the footer's banner asks for it).
  startAnalytics(config.analyticsTag, loadAnalyticsTag);
  // The store is created and read back from storage in a task of its own, not in the one that read the config.
  await nextTask();
  // The shell's own notices (a remote's loading and fallback, drawn without React) need the page language's texts.
  await Promise.all([whenRehydrated(), translationsReady()]);
  // The texts' file is evaluated in a task of its own, apart from what it lets start.
  await nextTask();
  startCurrency();
  trackInShopHistory();
  // The account team's session start-up restores a session kept from an earlier visit (through the API's refresh
  // cookie). A guest has none, so a guest's page does not download the account remote at all; a broken account
  // remote must not block the page either.
  if (selectSessionRestoring(getStore().getState())) {
    loadRemoteModule('mf-account/session')
      .then((session) => session.startSession())
      .catch((error: unknown) => console.warn('session start-up unavailable', error));
  }
  // Registering the applications starts loading them; that is a task of its own, after the store's.
  await nextTask();
  watchRoutes();
  registerApplications();
  // Starting asks for the route's remote and its libraries: its own task too.
  await nextTask();
  start({ urlRerouteOnly: true });
  // A sample of page loads report their Core Web Vitals; the code for it comes once the page is loaded and idle.
  startFieldData();
}

boot().catch((error: unknown) => {
  console.error('the shop could not start', error);
  const main = document.getElementById('main-content');
  if (main) main.textContent = 'Unexpected Application Error!';
});
