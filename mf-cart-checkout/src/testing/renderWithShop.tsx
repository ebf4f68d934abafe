import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@inercise/shared/router';
import {
  AppRoot,
  addTranslations,
  makeStore,
  setRuntimeConfig,
  type AppStore,
  type Language,
} from '@inercise/shared';
import { createI18n } from '@inercise/shared/testing';
import { cartTranslations } from '../i18n/cartTranslations';

interface Options {
  store?: AppStore;
  language?: Language;
  /** The URL the router starts at; the page is also mounted at its path. */
  route?: string;
}

/** A page or fragment with a fresh store and i18n, as the shell would mount it, under a memory router. */
export function renderWithShop(ui: ReactElement, { store = makeStore().store, language = 'en', route = '/' }: Options = {}) {
  setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} });
  const i18n = createI18n(language);
  addTranslations('cart', cartTranslations, i18n);
  const path = route.split('?')[0] ?? '/';
  const utils = render(
    <AppRoot name="test" store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AppRoot>,
  );
  return { ...utils, store };
}

/** A fetch answer as the API client reads it. */
export function answer(status: number, body: unknown, asText = false): Response {
  const text = asText ? String(body) : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: 'X',
    headers: new Headers(),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** A fetch mock routed by "METHOD /path"; unrouted calls fail the test loudly. */
export function mockApi(routes: Record<string, Handler | Response>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.replace('http://api.test', '')}`;
    calls.push({ key, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return typeof route === 'function' ? route(init) : route;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
