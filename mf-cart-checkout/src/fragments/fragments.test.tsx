import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { eventBus, loggedIn, makeStore } from '@inercise/shared';
import { aCartLine, aProduct, aSelectedProperty, aServerCart, fakeApi, renderWithShop, type ShopOptions } from '@inercise/shared/testing';
import { addToCart } from '../features/cartGateway/cartActions';
import { cartTranslations } from '../i18n/cartTranslations';
import CartIcon from './CartIcon';
import MiniCart from './MiniCart';

const handle = aProduct();
// A second product at its own price, so each line's price and the cart value are told apart.
const bar = aProduct({ id: 4, name: 'bar', thumbnail: 'bar.webp', currentPrice: 399, currentPriceEur: 94 });
const black = [aSelectedProperty()];

/** A fragment as the header of another team's page shows it: outside this bundle's router. */
const renderFragment = (ui: ReactElement, options: ShopOptions = {}) =>
  renderWithShop(ui, { router: false, translations: { cart: cartTranslations }, ...options });

/** A guest's cart: two triangle handles in black and a bar. */
async function guestStore() {
  const { store } = makeStore();
  await store.dispatch(addToCart(handle, black, 2));
  await store.dispatch(addToCart(bar, []));
  return store;
}

describe('CartIcon', () => {
  it('links to the cart and names the item count', async () => {
    renderFragment(<CartIcon />, { store: await guestStore() });
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(within(link).getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('merges the guest cart into the server cart once the shopper logs in', async () => {
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, black));
    const api = fakeApi({ 'PATCH /cart/merge': aServerCart({ cartItems: [aCartLine({ id: 9, quantity: 3 })] }) });
    renderFragment(<CartIcon />, { store, language: 'pl' });
    act(() => {
      store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
      eventBus.emit('auth:loggedIn', { email: 'a@b.pl' });
    });
    expect(await screen.findByRole('link', { name: 'Koszyk, produkty: 3' })).toHaveAttribute('href', '/pl/cart');
    await waitFor(() => expect(api.calls.map((call) => call.key)).toEqual(['PATCH /cart/merge']));
  });
});

describe('MiniCart', () => {
  it('says the cart is empty', () => {
    renderFragment(<MiniCart />);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('lists thumbnail, name, options, quantity and line price, the cart value and the link to the cart', async () => {
    // Thumbnails come from the API's origin.
    renderFragment(<MiniCart />, { store: await guestStore(), apiUrl: 'http://api.test' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Triangle handle')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Colour: Black')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(items[0]!).getByText('498 PLN')).toBeInTheDocument();
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', 'http://api.test/thumbnail/triangle-handle.webp');
    expect(screen.getByText('Cart value').nextSibling).toHaveTextContent('897 PLN');
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/en/cart');
  });

  it.each([
    ['PLN', 'en', 'Lowest price in the last 30 days: 419 PLN'],
    ['EUR', 'pl', 'Najniższa cena z 30 dni przed obniżką: 99 EUR'],
  ] as const)('names the lowest price of 30 days beside a reduced product only (%s, %s)', async (currency, language, text) => {
    const reduced = aProduct({ id: 4, name: 'bar', currentPrice: 399, currentPriceEur: 94, previousPrice: 499, previousPriceEur: 117, lowestPrice30d: 419, lowestPrice30dEur: 99 });
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, black));
    await store.dispatch(addToCart(reduced, []));
    renderFragment(<MiniCart />, { store, currency, language });
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).queryByTestId('lowest-price-30d')).toBeNull();
    expect(within(items[1]!).getByTestId('lowest-price-30d')).toHaveTextContent(text);
  });
});
