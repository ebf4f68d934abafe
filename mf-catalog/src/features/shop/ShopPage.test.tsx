import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currencyChosen } from '@inercise/shared';
import { catalogue, fakeApi, renderWithShop, type FakeApi, type ShopOptions } from '@inercise/shared/testing';
import { CatalogRoutes } from '../../App';
import { catalogTranslations } from '../../i18n/catalogTranslations';
import { forgetCatalogue } from '../../testing/forgetCatalogue';
import { sluggedCatalogueRoutes } from '../../testing/sluggedCatalogue';

let api: FakeApi;
beforeEach(() => {
  forgetCatalogue();
  api = fakeApi(sluggedCatalogueRoutes());
});

const shownProducts = () => screen.queryAllByRole('link').map((link) => within(link).getByRole('heading').textContent);
const chip = (name: string) => screen.getByRole('button', { name });
const minSlider = () => screen.getByRole('slider', { name: 'Lowest price' });
const maxSlider = () => screen.getByRole('slider', { name: 'Highest price' });
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

/** The catalog's routes at a URL, as the application draws them. */
const renderRoute = (route: string, options: ShopOptions = {}) =>
  renderWithShop(<CatalogRoutes />, { route, translations: { catalog: catalogTranslations }, ...options });

async function openShop(options?: ShopOptions, path = '/en/shop') {
  const view = renderRoute(path, options);
  await screen.findAllByRole('link');
  return view;
}

describe('the shop page', () => {
  it('shows fixed-size skeletons while loading, then every product', async () => {
    const release = api.hold('GET /products');
    renderRoute('/en/shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.getAllByTestId('product-skeleton').length).toBeGreaterThan(0);
    release();
    await screen.findAllByRole('link');
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
    expect(shownProducts()).toHaveLength(catalogue.length);
    expect(screen.getByRole('status')).toHaveTextContent(`${catalogue.length} products`);
  });

  it('names the type chips device, courses, handles, accessories, in that order, none pressed', async () => {
    await openShop();
    const group = screen.getByRole('group', { name: 'Product type' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Device', 'Courses', 'Handles', 'Accessories']);
    for (const c of chips) expect(c).toHaveAttribute('aria-pressed', 'false');
  });

  it('names them in Polish on Polish pages', async () => {
    await openShop({ language: 'pl' }, '/pl/shop');
    const group = screen.getByRole('group', { name: 'Rodzaj produktu' });
    expect(within(group).getAllByRole('button').map((c) => c.textContent)).toEqual(['Urządzenie', 'Kursy', 'Uchwyty', 'Akcesoria']);
  });

  it('toggles type chips: one type, two types, then none shows all again', async () => {
    const { user } = await openShop();
    await user.click(chip('Handles'));
    expect(chip('Handles')).toHaveAttribute('aria-pressed', 'true');
    expect(shownProducts()).toEqual(['Triangle handle', 'Training bar', 'Ankle strap']);
    await user.click(chip('Courses'));
    expect(shownProducts()).toEqual(['Triangle handle', 'Training bar', 'Ankle strap', 'Flywheel training foundations course']);
    await user.click(chip('Handles'));
    await user.click(chip('Courses'));
    expect(chip('Courses')).toHaveAttribute('aria-pressed', 'false');
    expect(shownProducts()).toHaveLength(catalogue.length);
  });

  it('has an accessible two-thumb price slider between the lowest and highest price', async () => {
    await openShop();
    expect(minSlider()).toHaveAttribute('min', '149');
    expect(minSlider()).toHaveAttribute('max', '8499');
    expect(minSlider()).toHaveValue('149');
    expect(maxSlider()).toHaveValue('8499');
    expect(minSlider()).toHaveAttribute('aria-valuetext', nbsp('149 PLN'));
    expect(maxSlider()).toHaveAttribute('aria-valuetext', nbsp('8,499 PLN'));
    fireEvent.change(maxSlider(), { target: { value: '400' } });
    expect(maxSlider()).toHaveAttribute('aria-valuetext', nbsp('400 PLN'));
    expect(shownProducts()).toEqual(['Triangle handle', 'Ankle strap', 'Hip belt', 'Flywheel training foundations course']);
    fireEvent.change(minSlider(), { target: { value: '200' } });
    expect(shownProducts()).toEqual(['Triangle handle', 'Hip belt']);
  });

  it('never lets the thumbs cross', async () => {
    await openShop();
    fireEvent.change(maxSlider(), { target: { value: '1000' } });
    fireEvent.change(minSlider(), { target: { value: '5000' } });
    expect(minSlider()).toHaveValue('1000');
    fireEvent.change(maxSlider(), { target: { value: '200' } });
    expect(maxSlider()).toHaveValue('1000');
  });

  it('intersects the chips and the price range', async () => {
    const { user } = await openShop();
    await user.click(chip('Handles'));
    fireEvent.change(maxSlider(), { target: { value: '400' } });
    expect(shownProducts()).toEqual(['Triangle handle', 'Ankle strap']);
    fireEvent.change(minSlider(), { target: { value: '200' } });
    expect(shownProducts()).toEqual(['Triangle handle']);
  });

  it('says so when nothing matches, and clears the filters on request', async () => {
    const { user } = await openShop();
    await user.click(chip('Courses'));
    fireEvent.change(minSlider(), { target: { value: '1000' } });
    expect(shownProducts()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No products to display.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownProducts()).toHaveLength(catalogue.length);
    expect(chip('Courses')).toHaveAttribute('aria-pressed', 'false');
    expect(minSlider()).toHaveValue('149');
  });

  it('resets the slider to the new bounds when the currency changes, keeping the chips', async () => {
    const { store, user } = await openShop();
    await user.click(chip('Handles'));
    fireEvent.change(maxSlider(), { target: { value: '400' } });
    expect(shownProducts()).toEqual(['Triangle handle', 'Ankle strap']);
    act(() => {
      store.dispatch(currencyChosen('EUR'));
    });
    expect(minSlider()).toHaveAttribute('min', '35');
    expect(maxSlider()).toHaveAttribute('max', '1999');
    expect(minSlider()).toHaveValue('35');
    expect(maxSlider()).toHaveValue('1999');
    expect(maxSlider()).toHaveAttribute('aria-valuetext', nbsp('1,999 EUR'));
    expect(shownProducts()).toEqual(['Triangle handle', 'Training bar', 'Ankle strap']);
    expect(chip('Handles')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows prices in the chosen currency, the previous price struck through', async () => {
    await openShop({ currency: 'EUR' });
    const barLink = screen.getByRole('link', { name: /Training bar/ });
    expect(barLink).toHaveAttribute('href', '/en/product/training-bar');
    expect(within(barLink).getByTestId('product-price')).toHaveTextContent('Price: 105 EUR Previous price: 117 EUR');
    expect(barLink.querySelector('s')).toHaveTextContent('Previous price: 117 EUR');
    const handle = screen.getByRole('link', { name: /Triangle handle/ });
    expect(handle.querySelector('s')).toBeNull();
  });

  it('links each product to its page by its slug in the page’s language, by id when it has none', async () => {
    await openShop({}, '/pl/shop');
    expect(screen.getByRole('link', { name: /Drążek treningowy/ })).toHaveAttribute('href', '/pl/product/drazek-treningowy');
    expect(screen.getByRole('link', { name: /Zestaw Inercise/ })).toHaveAttribute('href', '/pl/product/zestaw-inercise');
    expect(screen.getByRole('link', { name: /Stojak/ })).toHaveAttribute('href', '/pl/product?id=8');
  });

  it('shows a translated error with a retry that loads the products', async () => {
    api.fail('GET /products', 'network');
    const { user } = renderRoute('/pl/shop', { language: 'pl' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wczytać produktów');
    api.reset('GET /products');
    await user.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(shownProducts()).toHaveLength(catalogue.length));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets the page title and description in the page language', async () => {
    await openShop({ language: 'pl' }, '/pl/shop');
    expect(document.title).toBe('Sklep · Inercise');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Inercise'));
  });
});
