import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '../testing/fakeApi';
import { renderWithShop } from '../testing/renderWithShop';
import ProductTeasers from './ProductTeasers';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

describe('the ProductTeasers fragment', () => {
  it('shows the first three products as product blocks by default, outside any router', async () => {
    renderWithShop(<ProductTeasers />, { language: 'pl' });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pl/product?id=1', '/pl/product?id=2', '/pl/product?id=3']);
    expect(within(links[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Zestaw Inercise');
    expect(within(links[0]!).getByTestId('product-price')).toHaveTextContent('Cena: 8 499 PLN Poprzednia cena: 9 499 PLN');
  });

  it('shows as many as asked', async () => {
    renderWithShop(<ProductTeasers count={5} headingLevel={2} />);
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('loads its images lazily with fixed dimensions, behind same-size placeholders', async () => {
    const release = api.hold('/products');
    const { container } = renderWithShop(<ProductTeasers count={3} />);
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
    const user = userEvent.setup();
    api.failNetwork('/products');
    renderWithShop(<ProductTeasers />);
    const alert = await screen.findByRole('alert');
    api.reset('/products');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link')).toHaveLength(3);
  });

  it('moves to the product without reloading the page', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductTeasers />);
    const [first] = await screen.findAllByRole('link');
    await user.click(first!);
    expect(window.location.pathname + window.location.search).toBe('/en/product?id=1');
  });
});
