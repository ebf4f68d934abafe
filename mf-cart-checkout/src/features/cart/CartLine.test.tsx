import { screen, waitFor, within } from '@testing-library/react';
import { aCartLine, aProduct, aServerCart, fakeApi, renderWithShop } from '@inercise/shared/testing';
import { cartTranslations } from '../../i18n/cartTranslations';
import { CartPage } from './CartPage';

const shopper = { accessToken: 'tok', email: 'a@b.pl', user: null };

/** A shopper's cart holding one line the owner's changes made unorderable, beside one that is fine. */
const cartWith = (unavailable: 'productHidden' | 'optionRemoved') =>
  aServerCart({
    cartItems: [aCartLine({ id: 91, quantity: 2, unavailable }), aCartLine({ id: 92, product: aProduct({ id: 4, name: 'bar', currentPrice: 399, currentPriceEur: 94 }), selectedProperties: [] })],
    originalPrice: 399,
    originalPriceEur: 94,
  });

describe('a cart line that can no longer be ordered', () => {
  it('says the product is no longer sold, shows no price or quantity for it, and lets the shopper remove it', async () => {
    const api = fakeApi({ 'POST /cart/remove-cart-item/91': aServerCart({ cartItems: [aCartLine({ id: 92 })] }) });
    const { user } = renderWithShop(<CartPage />, { route: '/cart', translations: { cart: cartTranslations }, loggedIn: shopper, preloadedState: { cart: cartWith('productHidden') } });
    const [hidden, fine] = await screen.findAllByRole('listitem');
    expect(within(hidden!).getByText('This product is no longer sold, so it cannot be ordered. Remove it to go on.')).toBeInTheDocument();
    expect(within(hidden!).getByText('Unavailable')).toBeInTheDocument();
    expect(within(hidden!).queryByRole('button', { name: /quantity/ })).not.toBeInTheDocument();
    expect(within(hidden!).queryByText(/PLN/)).not.toBeInTheDocument();
    expect(within(fine!).getByRole('button', { name: /Increase the quantity/ })).toBeInTheDocument();
    await user.click(within(hidden!).getByRole('button', { name: 'Remove Triangle handle from the cart' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('POST /cart/remove-cart-item/91')).toHaveLength(1);
  });

  it('says in Polish that a chosen option is no longer offered', async () => {
    renderWithShop(<CartPage />, { route: '/pl/cart', translations: { cart: cartTranslations }, loggedIn: shopper, preloadedState: { cart: cartWith('optionRemoved') } });
    expect(await screen.findByText('Wybrana opcja nie jest już oferowana. Usuń tę pozycję i dodaj produkt ponownie z dostępnymi opcjami.')).toBeInTheDocument();
    expect(screen.getByText('Niedostępny')).toBeInTheDocument();
  });

  it('names a product by the texts the owner wrote for it', async () => {
    const owned = aServerCart({
      cartItems: [aCartLine({ product: aProduct({ name: 'wall-anchor', texts: { en: { name: 'Wall anchor', description: '' }, pl: { name: 'Kotwa ścienna', description: '' } } }) })],
    });
    renderWithShop(<CartPage />, { route: '/pl/cart', translations: { cart: cartTranslations }, loggedIn: shopper, preloadedState: { cart: owned } });
    expect(await screen.findByText('Kotwa ścienna')).toBeInTheDocument();
  });
});

describe('a cart line at the cap', () => {
  it('disables "+" at 99 pieces and says why, in both languages', async () => {
    const full = aServerCart({ cartItems: [aCartLine({ id: 91, quantity: 99 }), aCartLine({ id: 92, quantity: 98, product: aProduct({ id: 4, name: 'bar' }), selectedProperties: [] })] });
    const { unmount } = renderWithShop(<CartPage />, { route: '/cart', translations: { cart: cartTranslations }, loggedIn: shopper, preloadedState: { cart: full } });
    const [atCap, below] = await screen.findAllByRole('listitem');
    const plus = within(atCap!).getByRole('button', { name: /Increase the quantity/ });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription('At most 99 pieces per line. For more, please contact us.');
    expect(within(below!).getByRole('button', { name: /Increase the quantity/ })).toBeEnabled();
    expect(within(below!).queryByText(/At most 99/)).not.toBeInTheDocument();
    unmount();
    renderWithShop(<CartPage />, { route: '/pl/cart', translations: { cart: cartTranslations }, loggedIn: shopper, preloadedState: { cart: full } });
    expect(await screen.findByText('Najwyżej 99 sztuk w jednej pozycji. Po więcej prosimy o kontakt.')).toBeInTheDocument();
  });
});

