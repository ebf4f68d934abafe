import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithShop, type Routes } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { anAdminProductRow, onePage } from '../../testing/adminFixtures';
import { ProductsPage } from './ProductsPage';

const rows = [
  anAdminProductRow(),
  anAdminProductRow({ id: 3, key: 'triangleHandle', nameEn: 'Triangle handle', namePl: 'Uchwyt trójkątny', productType: { id: 3, name: 'HANDLE' }, thumbnail: 'triangle-handle.webp', price: 34900, previousPrice: 0, priceEur: 8200, previousPriceEur: 0, hidden: true }),
];

const open = (routes: Routes, route = '/en/admin/products') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<ProductsPage />, { route, path: '/:lang/admin/products', translations: { backoffice: backofficeTranslations }, loggedIn: true });
  return { api, ...view };
};

describe('ProductsPage', () => {
  it('lists the products with thumbnail, names, type, prices in both currencies and whether shoppers see them', async () => {
    open({ 'GET /admin/products': onePage(rows) });
    const table = await screen.findByRole('table', { name: 'Products in the shop’s order' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Picture', 'Name', 'Type', 'Price in PLN', 'Price in EUR', 'In the shop']);
    const [, set, handle] = within(table).getAllByRole('row');
    expect(within(set!).getByRole('link', { name: 'Inercise device set' })).toHaveAttribute('href', '/en/admin/products/1');
    expect(set).toHaveTextContent('Zestaw Inercise');
    expect(set).toHaveTextContent('8,499 PLN');
    expect(set).toHaveTextContent('was 9,499 PLN');
    expect(set).toHaveTextContent('1,999 EUR');
    expect(set).toHaveTextContent('Shown');
    // Decorative beside the name that says what it shows.
    expect(set!.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/thumbnail\/device-set\.webp$/));
    expect(set!.querySelector('img')).toHaveAttribute('alt', '');
    expect(handle).toHaveTextContent('Hidden');
    expect(handle).toHaveTextContent('349 PLN');
    expect(within(handle!).getByRole('rowheader')).toHaveAttribute('data-label', 'Name');
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/en/admin/products/new');
    expect(screen.getByText('Products found: 2')).toBeInTheDocument();
  });

  it('searches and filters by type through the address, and asks the API for exactly that', async () => {
    const { api, user, location } = open({ 'GET /admin/products': onePage(rows) });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Name contains' }), 'uchwyt');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'HANDLE');
    await user.click(screen.getByRole('button', { name: 'Show products' }));
    expect(location().search).toBe('?q=uchwyt&type=HANDLE');
    await screen.findByRole('table');
    expect(api.callsTo('GET /admin/products').at(-1)!.query).toEqual({ q: 'uchwyt', type: 'HANDLE', size: '20' });
    expect(api.callsTo('GET /admin/products').at(-1)!.headers.authorization).toBe('Bearer jwt');
  });

  it('speaks Polish on Polish pages, and says when nothing matches', async () => {
    open({ 'GET /admin/products': onePage([]) }, '/pl/admin/products?q=rower');
    expect(await screen.findByText('Żaden produkt nie pasuje.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nazwa zawiera' })).toHaveValue('rower');
    expect(screen.getByRole('link', { name: 'Nowy produkt' })).toHaveAttribute('href', '/pl/admin/products/new');
  });
});
