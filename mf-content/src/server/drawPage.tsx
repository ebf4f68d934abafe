import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@inercise/shared/router';
import { AppRoot, currencyDefaulted, defaultCurrencyFor, languageVariants, makeStaticStore } from '@inercise/shared';
import { renderFirstScreen, type FirstScreenRequest } from '@inercise/shared/first-screen';
import { contentI18n } from './contentI18n';

/**
 * A page's markup as the application's first render draws it: the same component, under the same route (its
 * parameters read as the browser reads them), in the page's language, with prices in that language's currency (a
 * shopper's stored choice, if another, is applied by the application). Rendered from a fresh store every time.
 */
export function drawPage(request: FirstScreenRequest, route: string, page: ReactNode): string {
  const store = makeStaticStore();
  store.dispatch(currencyDefaulted(defaultCurrencyFor(request.language)));
  const i18n = contentI18n(request.language);
  return renderFirstScreen(
    <AppRoot name="mf-content" store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[request.path]}>
        <Routes>
          {languageVariants(route).map((variant) => (
            <Route key={variant} path={variant} element={page} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppRoot>,
    i18n,
  ).html;
}
