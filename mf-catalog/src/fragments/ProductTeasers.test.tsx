import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithShop, type FakeApi, type ShopOptions } from '@inercise/shared/testing';
import { catalogTranslations } from '../i18n/catalogTranslations';
import { forgetCatalogue } from '../testing/forgetCatalogue';
import { sluggedCatalogueRoutes } from '../testing/sluggedCatalogue';
import ProductTeasers from './ProductTeasers';

let api: FakeApi;
beforeEach(() => {
  forgetCatalogue();
  api = fakeApi(sluggedCatalogueRoutes());
});

/** The fragment as another team's page shows it: outside this bundle's router. */
const renderFragment = (ui: ReactElement, options: ShopOptions = {}) =>
  renderWithShop(ui, { router: false, translations: { catalog: catalogTranslations }, ...options });

describe('the ProductTeasers fragment', () => {
  it('shows the first three products as product blocks by default, outside any router', async () => {
    renderFragment(<ProductTeasers />, { language: 'pl' });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pl/product/zestaw-inercise',
      '/pl/product/urzadzenie-inercise',
      '/pl/product/uchwyt-trojkatny',
    ]);
    expect(within(links[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Zestaw Inercise');
    expect(within(links[0]!).getByTestId('product-price')).toHaveTextContent('Cena: 8 499 PLN Poprzednia cena: 9 499 PLN');
  });

  it('shows as many as asked', async () => {
    renderFragment(<ProductTeasers count={5} headingLevel={2} />);
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('loads its images lazily with fixed dimensions, behind same-size placeholders', async () => {
    const release = api.hold('GET /products');
    const { container } = renderFragment(<ProductTeasers count={3} />);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(3);
    release();
    await screen.findAllByRole('link');
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '480');
      expect(image.getAttribute('src')).toMatch(/^http:\/\/localhost:8443\/thumbnail\//);
    }
  });

  it('offers a retry when the products cannot be loaded', async () => {
    api.fail('GET /products', 'network');
    const { user } = renderFragment(<ProductTeasers />);
    const alert = await screen.findByRole('alert');
    api.reset('GET /products');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link')).toHaveLength(3);
  });

  it('moves to the product without reloading the page', async () => {
    const { user } = renderFragment(<ProductTeasers />);
    const [first] = await screen.findAllByRole('link');
    await user.click(first!);
    expect(window.location.pathname + window.location.search).toBe('/en/product/inercise-device-set');
  });
});
