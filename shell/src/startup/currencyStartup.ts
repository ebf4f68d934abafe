import {
  callEndpoint,
  currencyDefaulted,
  currencyListLoaded,
  currentLanguage,
  defaultCurrencyFor,
  getStore,
  i18n,
  isLanguage,
} from '@inercise/shared';
import { currencies } from '@inercise/shared/endpoints/currencies';

/**
 * docs/product-rules.md#languages-and-currency: fetch the currency list; PLN for Polish UI, EUR otherwise, unless the
 * shopper already chose.
 */
export function startCurrency(): void {
  const store = getStore();
  store.dispatch(currencyDefaulted(defaultCurrencyFor(currentLanguage())));
  i18n.on('languageChanged', (lng) => {
    if (isLanguage(lng)) store.dispatch(currencyDefaulted(defaultCurrencyFor(lng)));
  });
  callEndpoint(currencies)
    .then((list) => store.dispatch(currencyListLoaded(list)))
    .catch((error: unknown) => console.warn('currency list unavailable', error));
}
