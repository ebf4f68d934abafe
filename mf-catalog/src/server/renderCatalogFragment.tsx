import { AppRoot, currencyDefaulted, defaultCurrencyFor, makeStaticStore, type FragmentProps } from '@inercise/shared';
import { renderFirstScreen, serverI18n, type FirstScreen, type FragmentRequest } from '@inercise/shared/first-screen';
import { catalogTranslations } from '../i18n/catalogTranslations';
import { drawFromCatalogue } from '../features/firstScreen/catalogueInRender';
import { fetchProducts } from '../features/products/fetchProducts';
import ProductTeasers from '../fragments/ProductTeasers';

const i18nFor = serverI18n('catalog', catalogTranslations);

/** The most teasers a page may ask the server for: a row or two of the catalogue, not all of it. */
const MAX_TEASERS = 12;

/** The teasers' props as the page gave them, each kept only when it is one the fragment takes. */
export function teaserProps(props: Record<string, unknown>): FragmentProps<'mf-catalog/ProductTeasers'> {
  const { count, headingLevel } = props;
  return {
    ...(typeof count === 'number' && Number.isFinite(count) ? { count: Math.min(Math.max(0, Math.floor(count)), MAX_TEASERS) } : {}),
    ...(headingLevel === 2 || headingLevel === 3 || headingLevel === 4 ? { headingLevel } : {}),
  };
}

/**
 * The ProductTeasers fragment as the home page shows it, drawn on the server from the catalogue the API gives now,
 * prices in the page language's currency and links to the products' pages in that language. Null for a fragment
 * this bundle does not draw on the server.
 */
export async function renderCatalogFragment(request: FragmentRequest): Promise<FirstScreen | null> {
  if (request.fragment !== 'ProductTeasers') return null;
  // Fetched first, the catalogue is drawn at once, from this very copy (see drawFromCatalogue).
  const products = await fetchProducts();
  const store = makeStaticStore();
  store.dispatch(currencyDefaulted(defaultCurrencyFor(request.language)));
  const i18n = i18nFor(request.language);
  return drawFromCatalogue({ products }, () =>
    renderFirstScreen(
      <AppRoot name="mf-catalog" store={store} i18n={i18n}>
        <ProductTeasers {...teaserProps(request.props)} />
      </AppRoot>,
      i18n,
    ),
  );
}
