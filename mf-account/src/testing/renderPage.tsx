import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@inercise/shared/router';
import { AppRoot, addTranslations, makeStore, type AppStore, type Language } from '@inercise/shared';
import { createI18n } from '@inercise/shared/testing';
import { accountTranslations } from '../i18n/accountTranslations';

/** Shows where the router is, so a test can see a redirect or a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface Options {
  /** The URL the page opens at; the page is routed at its path (with or without a language prefix). */
  route: string;
  /** Earlier entries of the history, before `route`. */
  history?: string[];
  /** Router state of the current entry (the activation page sends one to /login). */
  state?: unknown;
  language?: Language;
  store?: AppStore;
}

/** A page of this remote as the shell would show it: fresh store and i18n, a router on the page's route. */
export function renderPage(page: ReactElement, routePath: string, options: Options) {
  const store = options.store ?? makeStore().store;
  const i18n = createI18n(options.language ?? 'en');
  addTranslations('account', accountTranslations, i18n);
  const entries = [...(options.history ?? []), { pathname: options.route.split('?')[0], search: options.route.includes('?') ? `?${options.route.split('?')[1]}` : '', state: options.state }];
  const view = render(
    <AppRoot name="test" store={store} i18n={i18n}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path={routePath} element={page} />
          <Route path="/:lang?/*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppRoot>,
  );
  return { ...view, store, i18n };
}
