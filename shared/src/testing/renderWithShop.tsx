import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@inercise/shared/router';
import { AppRoot } from '../react/AppRoot';
import { makeStore, REHYDRATE, type AppStore, type RootState } from '../store/makeStore';
import type { AuthState } from '../store/authSlice';
import { currencyChosen } from '../store/currencySlice';
import { createI18n } from '../i18n/createI18n';
import { addTranslations } from '../i18n/i18n';
import type { TranslationSources } from '../i18n/translationRegistry';
import type { Language } from '@inercise/contracts/i18n/languages';
import type { CurrencyName } from '@inercise/contracts/domain/currency';
import { languageFromPath } from '../paths/localizedPath';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { afterThisTest } from './afterTest';
import { aSession } from './fixtures';

/** Slices as the browser's storage gives them back on a return visit: each merged over the slice's initial state. */
type PreloadedState = { [Slice in keyof RootState]?: Partial<RootState[Slice]> };

type UserEvent = ReturnType<typeof userEvent.setup>;

export interface ShopOptions {
  /**
   * Where the shopper is: the router's current entry (path, query and hash) and, unless `addressBar` is false, the
   * window's address too, which the page's head (title, language links) follows. Default '/'.
   */
  route?: string;
  /**
   * The route pattern the ui is mounted at (`'/:lang/login'`, `'/qr/:serialNumber'`); elsewhere nothing is drawn,
   * so a redirect shows in `location()`. Without it the ui is drawn whatever the route (a remote's own <Routes>).
   */
  path?: string;
  /** Earlier history entries, before `route` (for a page that goes back). */
  history?: string[];
  /** Router state of the current entry. */
  state?: unknown;
  /** false: no router at all, as for a fragment in another team's page, or an application with its own router. */
  router?: boolean;
  /** false: the window's address is left as it is. */
  addressBar?: boolean;
  /** Default: the route's language prefix, else English. */
  language?: Language;
  /** The currency the shopper chose. */
  currency?: CurrencyName;
  /** A store to use instead of a fresh one; the state options below are applied to it too. */
  store?: AppStore;
  /** Slices restored as from the shopper's storage: `{ cart: aServerCart(), currency: { selected: 'EUR' } }`. */
  preloadedState?: PreloadedState;
  /** A logged-in customer (aSession()); an object overrides parts of it: `{ user: null }`, `{ accessToken: 'tok' }`. */
  loggedIn?: boolean | Partial<AuthState>;
  /** The remote's namespaces, both languages given outright: `{ catalog: catalogTranslations }`. */
  translations?: Record<string, TranslationSources>;
  /** The API's base URL for this test (asset URLs follow it); put back when the test ends. */
  apiUrl?: string;
  /** Options of userEvent.setup(), e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  userEvent?: Parameters<typeof userEvent.setup>[0];
}

interface ShopLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Path, query and hash together: '/en/product?id=1'. */
  url: string;
}

export type ShopRenderResult = RenderResult & {
  store: AppStore;
  i18n: I18n;
  /** userEvent.setup() for this render. */
  user: UserEvent;
  /** Where the shopper is now: the router's location, or the window's without a router. */
  location: () => ShopLocation;
};

function LocationSpy({ onChange }: { onChange: (location: ShopLocation) => void }) {
  const { pathname, search, hash, state } = useLocation();
  useLayoutEffect(() => {
    onChange({ pathname, search, hash, state: state as unknown, url: `${pathname}${search}${hash}` });
  }, [onChange, pathname, search, hash, state]);
  return null;
}

function windowLocation(): ShopLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state as unknown, url: `${pathname}${search}${hash}` };
}

function entryOf(url: string, state?: unknown) {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash, state };
}

function applyState(store: AppStore, preloaded: PreloadedState): void {
  for (const [slice, value] of Object.entries(preloaded)) {
    // The persisted slices' own restore action: the state arrives as on a return visit, merged over the initial one.
    if (value !== undefined) store.dispatch({ type: REHYDRATE, key: `inercise:${slice}`, payload: value });
  }
}

/**
 * Renders `ui` as the shell would mount it: a fresh store (makeStore) and i18n instance (the shared texts, plus
 * `translations`), the error boundary of AppRoot and, unless `router: false`, a memory router at `route`.
 * Rerendering keeps them all.
 *
 * ```tsx
 * const { user, store, location } = renderWithShop(<LoginPage />, {
 *   route: '/pl/login', path: '/:lang/login', translations: { account: accountTranslations },
 * });
 * ```
 */
export function renderWithShop(ui: ReactElement, options: ShopOptions = {}): ShopRenderResult {
  const { route, path, router = true } = options;
  if (path !== undefined && !router) throw new Error('renderWithShop: `path` needs the router; drop `router: false`');
  const current = entryOf(route ?? '/', options.state);
  if (route !== undefined && options.addressBar !== false && typeof window !== 'undefined') {
    window.history.replaceState(window.history.state, '', route);
  }

  if (options.apiUrl !== undefined) {
    const before = getRuntimeConfig();
    setRuntimeConfig({ ...before, apiUrl: options.apiUrl });
    afterThisTest(() => setRuntimeConfig(before));
  }

  const store = options.store ?? makeStore().store;
  const auth = options.loggedIn ? aSession(options.loggedIn === true ? {} : options.loggedIn) : undefined;
  applyState(store, { ...(auth ? { auth } : {}), ...options.preloadedState });
  if (options.currency) store.dispatch(currencyChosen(options.currency));

  const i18n = createI18n(options.language ?? languageFromPath(current.pathname) ?? 'en');
  for (const [namespace, sources] of Object.entries(options.translations ?? {})) addTranslations(namespace, sources, i18n);

  let seen: ShopLocation | null = null;
  const remember = (location: ShopLocation) => {
    seen = location;
  };
  const entries = [...(options.history ?? []).map((url) => entryOf(url)), current];

  function Shop({ children }: { children?: ReactNode }) {
    let content = children;
    if (path !== undefined) {
      content = (
        <Routes>
          <Route path={path} element={children} />
          <Route path="*" element={null} />
        </Routes>
      );
    }
    if (router) {
      content = (
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          {content}
          <LocationSpy onChange={remember} />
        </MemoryRouter>
      );
    }
    return (
      <AppRoot name="test" store={store} i18n={i18n}>
        {content}
      </AppRoot>
    );
  }

  const result = render(ui, { wrapper: Shop });
  return {
    ...result,
    store,
    i18n,
    user: userEvent.setup(options.userEvent),
    location: () => (router ? (seen ?? { ...current, url: `${current.pathname}${current.search}${current.hash}` }) : windowLocation()),
  };
}
