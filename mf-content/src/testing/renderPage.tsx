import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@inercise/shared/router';
import { AppRoot, addTranslations, makeStore, type AppStore, type Language } from '@inercise/shared';
import { createI18n } from '@inercise/shared/testing';
import { contentTranslations } from '../i18n/contentTranslations';

interface Options {
  language?: Language;
  /** The URL the page is shown at, and the route pattern it is declared with. */
  url?: string;
  path?: string;
  store?: AppStore;
}

/** Renders inside the application's provider stack: a fresh store (unless given) and i18n with this bundle's texts. */
export function renderInShop(content: ReactElement, { language = 'en', store }: Pick<Options, 'language' | 'store'> = {}) {
  const i18n = createI18n(language);
  addTranslations('content', contentTranslations, i18n);
  const shopStore = store ?? makeStore().store;
  const result = render(
    <AppRoot name="test" store={shopStore} i18n={i18n}>
      {content}
    </AppRoot>,
  );
  return { ...result, store: shopStore, i18n };
}

/** Renders a page the way the application does: fresh store and i18n (with this bundle's texts) and a router. */
export function renderPage(page: ReactElement, { language = 'en', url = '/', path = '*', store }: Options = {}) {
  // The page's head follows the address bar, as on the shop's pages: the test's address is the page's.
  window.history.replaceState(null, '', url);
  return renderInShop(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>,
    { language, store },
  );
}

/** A fetch answer for unit tests, with what the API client and the manual download read (jsdom has no Response). */
export function jsonResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Map([['content-type', 'application/json']]),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text], { type: 'application/json' }),
  } as unknown as Response;
}

/** A PDF answer (the device manuals). */
export function pdfResponse(content: string): Response {
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Map([['content-type', 'application/pdf']]),
    blob: async () => new Blob([content], { type: 'application/pdf' }),
  } as unknown as Response;
}

/** Replaces fetch for one test; the returned mock records every call. */
export function mockFetch(...answers: (Response | Error)[]): jest.Mock {
  const mock = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) mock.mockRejectedValueOnce(answer);
    else mock.mockResolvedValueOnce(answer);
  }
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
