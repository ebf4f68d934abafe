import { act, screen } from '@testing-library/react';
import { aCartLine, aServerCart, fillCart, renderWithShop } from '@inercise/shared/testing';
import { cartCleared, setFragmentLoader } from '@inercise/shared';
import { shellTranslations } from '../i18n/shellTranslations';
import { CartTrigger } from './CartTrigger';

/** The cart team's icon stands in as a link naming the fragment, so a test sees when it was asked for. */
const loader = jest.fn(async () => ({ default: () => <a href="/en/cart">cart team's icon</a> }));

beforeEach(() => {
  loader.mockClear();
  setFragmentLoader(loader as never);
});

const shop = (options: Parameters<typeof renderWithShop>[1] = {}) =>
  renderWithShop(<CartTrigger />, { route: '/en', translations: { shell: shellTranslations }, ...options });

describe('the header cart control', () => {
  it('is the shell’s own link to the cart for a guest with an empty cart, without asking for the cart’s remote', async () => {
    shop();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/en/cart');
    await act(async () => undefined);
    expect(loader).not.toHaveBeenCalled();
  });

  it('says so in Polish', () => {
    shop({ route: '/pl' });
    expect(screen.getByRole('link', { name: 'Koszyk, produkty: 0' })).toHaveAttribute('href', '/pl/cart');
  });

  it('is the cart team’s icon once the cart holds a line, and stays so when it is emptied', async () => {
    const { store } = shop();
    expect(loader).not.toHaveBeenCalled();
    act(() => {
      fillCart(store, aServerCart({ cartItems: [aCartLine()] }));
    });
    expect(await screen.findByRole('link', { name: "cart team's icon" })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf-cart-checkout/CartIcon');
    act(() => {
      store.dispatch(cartCleared());
    });
    expect(screen.getByRole('link', { name: "cart team's icon" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cart, 0 items' })).toBeNull();
  });

  it('is the cart team’s icon from the start for a shopper with lines, or logged in (whose cart the icon keeps in step)', async () => {
    const withLines = shop({ preloadedState: { cart: aServerCart({ cartItems: [aCartLine()] }) } });
    expect(await screen.findByRole('link', { name: "cart team's icon" })).toBeInTheDocument();
    withLines.unmount();
    shop({ loggedIn: true });
    expect(await screen.findByRole('link', { name: "cart team's icon" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cart, 0 items' })).toBeNull();
  });
});
