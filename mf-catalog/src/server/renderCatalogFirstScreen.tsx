import { MemoryRouter } from '@inercise/shared/router';
import { AppRoot, currencyDefaulted, defaultCurrencyFor, makeStaticStore } from '@inercise/shared';
import { bareRoute, renderFirstScreen, serverI18n, type FirstScreen, type FirstScreenRequest } from '@inercise/shared/first-screen';
import { catalogTranslations } from '../i18n/catalogTranslations';
import { ShopPage } from '../features/shop/ShopPage';
import { ProductPage } from '../features/product/ProductPage';
import { fetchProducts } from '../features/products/fetchProducts';
import { fetchProductTypes } from '../features/shop/fetchProductTypes';
import { catalogueDataBlock } from '../features/firstScreen/catalogueHandoff';

const i18nFor = serverI18n('catalog', catalogTranslations);

/**
 * /shop and /product are drawn on the server exactly as the application's first render draws them, from the
 * catalogue the API gives now, with prices in the page language's currency (the shopper's stored choice, if
 * another, is applied by the application). The catalogue goes with the markup, so the application starts from it.
 */
export async function renderCatalogFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const route = bareRoute(request.path);
  if (route !== '/shop' && route !== '/product') return null;
  const [products, types] = await Promise.all([fetchProducts(), fetchProductTypes()]);
  const store = makeStaticStore();
  store.dispatch(currencyDefaulted(defaultCurrencyFor(request.language)));
  const i18n = i18nFor(request.language);
  const { html } = renderFirstScreen(
    <AppRoot name="mf-catalog" store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[request.path]}>{route === '/shop' ? <ShopPage /> : <ProductPage />}</MemoryRouter>
    </AppRoot>,
    i18n,
  );
  return { html: html + catalogueDataBlock({ products, types }) };
}
