import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppRoot, currencyDefaulted, defaultCurrencyFor, makeStaticStore, type Language } from '@inercise/shared';
import { Header } from '../../layout/Header';
import { Footer } from '../../layout/Footer';
import { ServerDrawnPageContext, type ServerDrawnPage } from '../../layout/ServerDrawnPage';
import { NotFound } from '../../notFound/NotFound';
import { shellI18n } from '../shellI18n';

/**
 * The store the server draws with, one per language, made once: the currency switch in the language's currency (a
 * shopper's stored choice is the browser's business), no cart, no account. Static markup runs no effect, so nothing
 * ever changes it.
 */
const stores = new Map<Language, ReturnType<typeof makeStaticStore>>();
function storeFor(language: Language): ReturnType<typeof makeStaticStore> {
  let store = stores.get(language);
  if (!store) {
    store = makeStaticStore();
    store.dispatch(currencyDefaulted(defaultCurrencyFor(language)));
    stores.set(language, store);
  }
  return store;
}

/** One of the shell's own components as static markup, in the page's language, drawn for the given page. */
function draw(content: ReactNode, language: Language, page: ServerDrawnPage): string {
  return renderToStaticMarkup(
    <AppRoot name="shell" store={storeFor(language)} i18n={shellI18n(language)}>
      <ServerDrawnPageContext.Provider value={page}>{content}</ServerDrawnPageContext.Provider>
    </AppRoot>,
  );
}

/** The header and the footer as the server sends them: every link real, every control the browser's size. */
export function renderLayout(language: Language, page: ServerDrawnPage): { header: string; footer: string } {
  return { header: draw(<Header />, language, page), footer: draw(<Footer />, language, page) };
}

/** The page for a path no team has: the same markup the browser's not-found application draws. */
export function renderNotFound(language: Language, page: ServerDrawnPage): string {
  return draw(<NotFound />, language, page);
}
