import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@inercise/shared/router';
import {
  AppRoot,
  addTranslations,
  currencyChosen,
  makeStore,
  type CurrencyName,
  type Language,
} from '@inercise/shared';
import { createI18n } from '@inercise/shared/testing';
import { catalogTranslations } from '../i18n/catalogTranslations';
import { CatalogRoutes } from '../App';
import { forgetProducts } from '../features/products/fetchProducts';
import { forgetProductTypes } from '../features/shop/fetchProductTypes';

interface Options {
  language?: Language;
  currency?: CurrencyName;
}

/** A fresh store and i18n per test, as the page's AppRoot gives them; the module caches are emptied. */
export function renderWithShop(ui: ReactElement, { language = 'en', currency = 'PLN' }: Options = {}) {
  forgetProducts();
  forgetProductTypes();
  const { store } = makeStore();
  store.dispatch(currencyChosen(currency));
  const i18n = createI18n(language);
  addTranslations('catalog', catalogTranslations, i18n);
  const result = render(
    <AppRoot name="test" store={store} i18n={i18n}>
      {ui}
    </AppRoot>,
  );
  return { ...result, store, i18n };
}

/** The catalog's routes at a path, as the application renders them. */
export function renderRoute(path: string, options: Options = {}) {
  return renderWithShop(
    <MemoryRouter initialEntries={[path]}>
      <CatalogRoutes />
    </MemoryRouter>,
    options,
  );
}
