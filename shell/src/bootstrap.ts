import { start } from 'single-spa';
import {
  loadAnalyticsTag,
  loadRemoteModule,
  loadRuntimeConfig,
  registerRemoteManifests,
  setFragmentLoader,
  translationsReady,
  whenRehydrated,
} from '@inercise/shared';
import './i18n/registerTranslations';
import { registerApplications } from './root/registerApplications';
import { startCurrency } from './startup/currencyStartup';
import { watchRoutes } from './startup/routeEvents';

/** The single-spa root config: no UI framework here, only wiring. */
async function boot(): Promise<void> {
  const config = await loadRuntimeConfig();
  registerRemoteManifests(config.remotes);
  // Fragments anywhere on the page (the shell's or a remote's) load through the shell's federation runtime.
  setFragmentLoader((remote, exposed) => loadRemoteModule(remote, exposed));
  loadAnalyticsTag(config.analyticsTag);
  // The shell's own notices (a remote's loading and fallback, drawn without React) need the page language's texts.
  await Promise.all([whenRehydrated(), translationsReady()]);
  startCurrency();
  // The account team's session start-up: verify a stored token; a broken account remote must not block the page.
  loadRemoteModule<{ startSession: () => void }>('mf-account', './session')
    .then((session) => session.startSession())
    .catch((error: unknown) => console.warn('session start-up unavailable', error));
  watchRoutes();
  registerApplications();
  start({ urlRerouteOnly: true });
}

boot().catch((error: unknown) => {
  console.error('the shop could not start', error);
  const main = document.getElementById('main-content');
  if (main) main.textContent = 'Unexpected Application Error!';
});
