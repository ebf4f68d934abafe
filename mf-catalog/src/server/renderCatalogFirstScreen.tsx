import type { i18n as I18n } from 'i18next';
import { MemoryRouter } from '@inercise/shared/router';
import type { PageHead, Product } from '@inercise/shared';
import { bareRoute, renderApplicationScreen, serverI18n, type FirstScreen, type FirstScreenRequest } from '@inercise/shared/first-screen';
import { catalogTranslations } from '../i18n/catalogTranslations';
import { CatalogRoutes } from '../App';
import { fetchProducts } from '../features/products/fetchProducts';
import { fetchProductTypes } from '../features/shop/fetchProductTypes';
import { catalogueDataBlock } from '../features/firstScreen/catalogueHandoff';
import { drawFromCatalogue } from '../features/firstScreen/catalogueInRender';
import { shopPageHead } from '../features/pageHead/shopPageHead';
import { productPageHead } from '../features/pageHead/productPageHead';
import { productTextsOnServer } from './productTextsOnServer';
import { resolveProductAddress, slugOfRoute } from './resolveProductAddress';

const i18nFor = serverI18n('catalog', catalogTranslations);

/** A product page's head; or, instead of a page, where its address moved to or that no product is there. */
async function productPage(request: FirstScreenRequest, route: string, products: Product[], i18n: I18n): Promise<PageHead | FirstScreen> {
  const queryAt = request.path.indexOf('?');
  const query = queryAt < 0 ? '' : request.path.slice(queryAt);
  const address = await resolveProductAddress(route, query, products, request.language);
  if ('notFound' in address) return { status: 404, html: '' };
  if ('redirect' in address) return { redirect: address.redirect, html: '' };
  const t = i18n.getFixedT(request.language, 'catalog');
  return productPageHead(address.product, request.origin, request.language, {
    ...productTextsOnServer(i18n, address.product),
    home: t('meta.breadcrumbHome'),
    shop: t('meta.shopTitle'),
  });
}

function shopPage(request: FirstScreenRequest, i18n: I18n): PageHead {
  const t = i18n.getFixedT(request.language, 'catalog');
  return shopPageHead(request.origin, request.language, {
    title: t('meta.shopTitle'),
    description: t('meta.shopDescription'),
    home: t('meta.breadcrumbHome'),
  });
}

/**
 * /shop and the product pages are drawn on the server exactly as the application's first render draws them (for it
 * to adopt), from
 * the catalogue the API gives now, with prices in the page language's currency (the shopper's stored choice, if
 * another, is applied by the application), and with what each page says about itself (title, description, its
 * address in each language, structured data). The catalogue goes with the markup, so the application starts from
 * it. An old or other-language address of a product answers where the product is now; an unknown or hidden
 * product, that nothing is there.
 */
export async function renderCatalogFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const route = bareRoute(request.path);
  if (route !== '/shop' && route !== '/product' && slugOfRoute(route) === null) return null;
  const [products, types] = await Promise.all([fetchProducts(), fetchProductTypes()]);
  const i18n = i18nFor(request.language);
  const page = route === '/shop' ? shopPage(request, i18n) : await productPage(request, route, products, i18n);
  if ('html' in page) return page;
  // Drawn from the very catalogue it hands over, however long ago the server's cached copy was fetched.
  const html = drawFromCatalogue({ products, types }, () =>
    renderApplicationScreen(
      'mf-catalog',
      <MemoryRouter initialEntries={[request.path]}>
        <CatalogRoutes />
      </MemoryRouter>,
      i18n,
      request.language,
    ),
  );
  return { html: html + catalogueDataBlock({ products, types }), head: page };
}
