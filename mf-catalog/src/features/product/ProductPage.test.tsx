import { act, screen, waitFor, within } from '@testing-library/react';
import { currencyChosen, localizePath, productPath, type Language } from '@inercise/shared';
import { useNavigate } from '@inercise/shared/router';
import { fakeApi, renderWithShop, type FakeApi, type ShopOptions } from '@inercise/shared/testing';
import { CatalogRoutes } from '../../App';
import { addToCartOfCartTeam } from './addToCartOfCartTeam';
import { catalogTranslations } from '../../i18n/catalogTranslations';
import { forgetCatalogue } from '../../testing/forgetCatalogue';
import { oldDeviceSetSlugs, sluggedCatalogue, sluggedCatalogueRoutes } from '../../testing/sluggedCatalogue';

// The cart team's add action is its own bundle's (tested there); here only what the button hands it and says.
jest.mock('./addToCartOfCartTeam');
const cartTeamAdd = jest.mocked(addToCartOfCartTeam);

let api: FakeApi;
beforeEach(() => {
  cartTeamAdd.mockReset().mockResolvedValue(undefined);
  forgetCatalogue();
  api = fakeApi(sluggedCatalogueRoutes());
});

/** Moves the catalog's router as the shell does (a language switch, a link of another team). */
let navigate: ReturnType<typeof useNavigate> = () => undefined;
function Steering() {
  navigate = useNavigate();
  return null;
}

/** The catalog's routes at a URL, as the application draws them. */
const renderRoute = (route: string, options: ShopOptions = {}) =>
  renderWithShop(
    <>
      <CatalogRoutes />
      <Steering />
    </>,
    { route, translations: { catalog: catalogTranslations }, ...options },
  );

/** A product's page in a language: at its slug, or at its id when it has none. */
const addressOf = (id: number, language: Language) =>
  localizePath(productPath(sluggedCatalogue.find((product) => product.id === id) ?? { id }, language), language);

async function openAt(route: string, options?: ShopOptions) {
  const view = renderRoute(route, options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const openProduct = (id: number, options?: ShopOptions) => openAt(addressOf(id, options?.language ?? 'en'), options);

const group = (name: string) => screen.getByRole('group', { name });
const radio = (groupName: string, name: string | RegExp) => within(group(groupName)).getByRole('radio', { name });
const deliveryLine = () => screen.getByText(/^Delivery time/);
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
const priceBlock = () => screen.getAllByTestId('product-price')[0]!;

describe('the product page', () => {
  it('shows the name, prices with the lowest price of 30 days, and the description line by line', async () => {
    await openProduct(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inercise device set');
    expect(priceBlock()).toHaveTextContent('Price: 8,499 PLN Previous price: 9,499 PLN');
    expect(priceBlock().querySelector('s')).toHaveTextContent('9,499 PLN');
    expect(screen.getByText('Lowest price in the last 30 days: 8,999 PLN')).toBeInTheDocument();
    expect(screen.getByText(/^Everything you need to start flywheel training at home/).tagName).toBe('P');
    expect(screen.getByText(/^Ready in a minute/).tagName).toBe('P');
  });

  it('shows prices in EUR when EUR is chosen, and follows a currency change', async () => {
    const { store } = await openProduct(1, { currency: 'EUR' });
    expect(priceBlock()).toHaveTextContent('Price: 1,999 EUR Previous price: 2,249 EUR');
    expect(screen.getByText('Lowest price in the last 30 days: 2,099 EUR')).toBeInTheDocument();
    act(() => {
      store.dispatch(currencyChosen('PLN'));
    });
    expect(priceBlock()).toHaveTextContent('Price: 8,499 PLN');
  });

  it('shows neither a previous price nor the 30-day line without a discount', async () => {
    await openProduct(2);
    expect(priceBlock().querySelector('s')).toBeNull();
    expect(within(priceBlock()).queryByText(/Lowest price in the last 30 days/)).not.toBeInTheDocument();
  });

  it('preselects the first available value of each option kind', async () => {
    await openProduct(1);
    expect(radio('Device colour', 'Black')).toBeChecked();
    expect(radio('Hip belt size', 'S')).toBeChecked();
    expect(radio('First disc', '5')).toBeChecked();
    expect(radio('Second disc', 'None')).toBeChecked();
    expect(within(group('Second disc')).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('disables unavailable values with a visible hint, and keeps one choice per kind', async () => {
    const { user } = await openProduct(1);
    const fifty = radio('Second disc', /^50/);
    expect(fifty).toBeDisabled();
    expect(fifty.closest('label')).toHaveTextContent('50unavailable');
    await user.click(fifty.closest('label')!);
    expect(fifty).not.toBeChecked();
    expect(radio('Second disc', 'None')).toBeChecked();
    await user.click(radio('Second disc', '25'));
    expect(radio('Second disc', '25')).toBeChecked();
    expect(radio('Second disc', 'None')).not.toBeChecked();
  });

  it('preselects past an unavailable first value', async () => {
    await openProduct(14);
    expect(radio('Size', 'M')).toBeChecked();
    expect(radio('Size', /^S/)).toBeDisabled();
  });

  it('styles the disc values 5, 10, 25 and 50 apart', async () => {
    await openProduct(1);
    const classes = ['5', '10', '25', '50'].map((v) => radio('First disc', v).closest('label')!.className);
    expect(classes.map((c) => /disc(5|10|25|50)\b/.exec(c)?.[1])).toEqual(['5', '10', '25', '50']);
    expect(radio('Device colour', 'Black').closest('label')!.className).not.toMatch(/disc/);
  });

  it('shows the size guide beside size options only', async () => {
    await openProduct(14);
    expect(group('Size')).toHaveAccessibleDescription('Size guide: S/M for a height up to 176 cm, L/XL from 177 cm.');
    expect(screen.getAllByText(/^Size guide/)).toHaveLength(1);
  });

  it('shows the delivery time: the largest daysToShip of the chosen values', async () => {
    const { user } = await openProduct(1);
    expect(deliveryLine()).toHaveTextContent('Delivery time: 2 days');
    await user.click(radio('First disc', '25'));
    expect(deliveryLine()).toHaveTextContent('Delivery time: 5 days');
    await user.click(radio('Device colour', 'White'));
    expect(deliveryLine()).toHaveTextContent('Delivery time: 14 days');
    await user.click(radio('Device colour', 'Black'));
    await user.click(radio('First disc', '10'));
    expect(deliveryLine()).toHaveTextContent('Delivery time: 2 days');
  });

  it('says a course is available right after purchase, and titles its table course details', async () => {
    await openProduct(15);
    expect(screen.getByText('Delivery time: available right after purchase')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Course details' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Duration' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '6 weeks' })).toBeInTheDocument();
  });

  it('shows the specification with translated keys and values, raw values as they are', async () => {
    await openProduct(1, { language: 'pl' });
    const table = screen.getByRole('table');
    expect(screen.getByRole('heading', { level: 2, name: 'Specyfikacja' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Długość68 cm',
      'MateriałAluminium i stal',
      'Waga21 kg',
    ]);
  });

  it("hands the product with the chosen options to the cart team's add action and confirms it", async () => {
    const { user } = await openProduct(1);
    await user.click(radio('Device colour', 'White'));
    await user.click(addButton());
    await screen.findByText('Inercise device set is in your cart.');
    expect(cartTeamAdd).toHaveBeenCalledTimes(1);
    const [product, chosen] = cartTeamAdd.mock.calls[0]!;
    expect(product.id).toBe(1);
    expect(chosen.map((p) => `${p.propertyType.name}=${p.value}`)).toEqual([
      'COLOR_INERCISE_SET=WHITE',
      'BELT_SIZE_INERCISE_SET=S',
      'INERDYSK_ONE_SIZE_INERCISE_SET=5',
      'INERDYSK_TWO_SIZE_INERCISE_SET=NONE',
    ]);
  });

  it('says so when the cart could not take the product', async () => {
    const { user } = await openProduct(4);
    cartTeamAdd.mockRejectedValueOnce(new Error('refused'));
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be added');
    expect(screen.queryByText('Training bar is in your cart.')).not.toBeInTheDocument();
  });

  it('enables add to cart only with at least one chosen option, or when there is nothing to choose', async () => {
    await openProduct(13);
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Choose at least one option to add this product to the cart.');
    expect(screen.queryByText(/^Delivery time/)).not.toBeInTheDocument();
  });

  it('enables add to cart for a product without options', async () => {
    await openProduct(8);
    expect(addButton()).toBeEnabled();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('switches the main image from the thumbnails', async () => {
    const { user } = await openProduct(1);
    const main = screen.getByRole('img', { name: 'Inercise device set, image 1 of 2' });
    expect(main.getAttribute('src')).toMatch(/\/image\/deviceSet\.webp$/);
    expect(main).toHaveAttribute('width', '1200');
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Inercise device set, image 2 of 2' }).getAttribute('src')).toMatch(/deviceSet-2\.webp$/);
  });

  it('shows up to four other products, each with a see-product button', async () => {
    await openProduct(1);
    const others = screen.getByRole('region', { name: 'Other products' });
    await waitFor(() => expect(within(others).getAllByRole('link')).toHaveLength(4));
    const links = within(others).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/en/product/inercise-device',
      '/en/product/triangle-handle',
      '/en/product/training-bar',
      '/en/product/ankle-strap',
    ]);
    for (const link of links) expect(link).toHaveTextContent('See product');
  });

  it('sets the title and meta description per product and language', async () => {
    await openProduct(1, { language: 'pl' });
    expect(document.title).toBe('Zestaw Inercise · Inercise');
    const description = document.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(description).toMatch(/^Wszystko, czego potrzebujesz/);
    expect(description.length).toBeLessThanOrEqual(155);
  });

  it('names its own address in each language as the canonical and hreflang links', async () => {
    await openProduct(1, { language: 'pl' });
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="canonical"]')).toBe('http://localhost/pl/product/zestaw-inercise');
    expect(href('link[rel="alternate"][hreflang="pl"]')).toBe('http://localhost/pl/product/zestaw-inercise');
    expect(href('link[rel="alternate"][hreflang="en"]')).toBe('http://localhost/en/product/inercise-device-set');
    expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe('http://localhost/product/inercise-device-set');
  });

  it('shows a translated not-found message for an unknown id', async () => {
    await openAt('/pl/product?id=999');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nie znaleziono produktu');
    expect(screen.getByRole('link', { name: 'Wróć do sklepu' })).toHaveAttribute('href', '/pl/shop');
  });

  it.each(['abc', '-1', '0', '1.5', '', '99999999999'])('treats the malformed id %p as not found without asking the API', async (id) => {
    await openAt(`/en/product?id=${encodeURIComponent(id)}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
    expect(api.calls.filter((call) => call.key.startsWith('GET /products/'))).toEqual([]);
  });

  it('shows a translated error with a retry when the API cannot be reached', async () => {
    api.fail('GET /products/1', 'network');
    const { user } = await openAt('/en/product?id=1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The product could not be loaded');
    api.reset('GET /products/1');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inercise device set' })).toBeInTheDocument();
  });

  it('finds a product by its slug in the other language, and puts this language’s slug in the address', async () => {
    const { location } = await openAt('/pl/product/inercise-device-set');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zestaw Inercise');
    await waitFor(() => expect(location().url).toBe('/pl/product/zestaw-inercise'));
    expect(api.calls.filter((call) => call.key.startsWith('GET /products/') || call.key.startsWith('GET /slugs/'))).toEqual([]);
  });

  it('answers a bare slug in the shopper’s language, and keeps the address bare', async () => {
    const { location } = await openAt('/product/training-bar', { language: 'pl' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Drążek treningowy');
    await waitFor(() => expect(location().url).toBe('/product/drazek-treningowy'));
  });

  it('shows an old ?id= address’s product at once, then moves to its slug without loading it again', async () => {
    const { location } = await openAt('/en/product?id=1&utm_source=newsletter#specification');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inercise device set');
    await waitFor(() => expect(location().url).toBe('/en/product/inercise-device-set?utm_source=newsletter#specification'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inercise device set');
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /products/:id')).toHaveLength(1);
  });

  it('keeps a product without slugs at its ?id= address', async () => {
    const { location } = await openAt('/en/product?id=8');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stand');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(location().url).toBe('/en/product?id=8');
  });

  it('finds a product by a slug it had before a rename, and moves to its slug now', async () => {
    const { location } = await openAt(`/pl/product/${oldDeviceSetSlugs.en}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zestaw Inercise');
    await waitFor(() => expect(location().url).toBe('/pl/product/zestaw-inercise'));
    expect(api.callsTo('GET /slugs/product/:slug').map((call) => call.path)).toEqual([`/slugs/product/${oldDeviceSetSlugs.en}`]);
  });

  it('keeps the shopper’s choices and place when the language switch moves the product to its other slug', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, location } = await openProduct(1);
    await user.click(radio('Device colour', 'White'));
    act(() => {
      void navigate('/pl/product/inercise-device-set');
    });
    await waitFor(() => expect(location().url).toBe('/pl/product/zestaw-inercise'));
    expect(radio('Device colour', 'White')).toBeChecked();
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('shows another product, from the top, when a link moves to it', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { location } = await openProduct(1);
    act(() => {
      void navigate('/en/product?id=8');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stand' })).toBeInTheDocument();
    expect(location().url).toBe('/en/product?id=8');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('shows the not-found message for a slug no product has, and for one that cannot be a slug without asking', async () => {
    const { unmount } = await openAt('/pl/product/nie-ma-takiego');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nie znaleziono produktu');
    unmount();
    await openAt('/en/product/Not_A_Slug');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
    expect(api.callsTo('GET /slugs/product/:slug').map((call) => call.path)).toEqual(['/slugs/product/nie-ma-takiego']);
  });

  it('shows a skeleton while loading', async () => {
    const release = api.hold('GET /products/1');
    renderRoute('/en/product?id=1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the product…');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inercise device set' })).toBeInTheDocument();
  });
});
