import { screen, waitFor, within } from '@testing-library/react';
import { makeStore, type Cart } from '@inercise/shared';
import { aCartLine, aProduct, aSelectedProperty, aServerCart, fakeApi, renderWithShop, reply, type ShopOptions } from '@inercise/shared/testing';
import { addToCart } from '../cartGateway/cartActions';
import { cartTranslations } from '../../i18n/cartTranslations';
import { CartPage } from './CartPage';

const handle = aProduct();
// A second product at its own price, so each line's value and the cart's are told apart.
const bar = aProduct({ id: 4, name: 'bar', thumbnail: 'bar.webp', currentPrice: 399, currentPriceEur: 94 });

/** A shopper logged in on this device; their user is not loaded on the cart page. */
const shopper = { accessToken: 'tok', email: 'a@b.pl', user: null };

/** The server's cart of a shopper: two triangle handles in black. */
const twoHandles = () => aServerCart({ cartItems: [aCartLine({ id: 91, quantity: 2 })], originalPrice: 498, originalPriceEur: 118 });

/** A guest's cart, kept in the browser: a triangle handle in black and a bar. */
async function guestStore() {
  const { store } = makeStore();
  await store.dispatch(addToCart(handle, [aSelectedProperty()]));
  await store.dispatch(addToCart(bar, []));
  return store;
}

const renderCart = (options: ShopOptions = {}) =>
  renderWithShop(<CartPage />, { route: '/cart', translations: { cart: cartTranslations }, ...options });

/** The cart page of a logged-in shopper whose cart the server holds. */
const renderShopperCart = (cart: Cart = twoHandles(), options: ShopOptions = {}) =>
  renderCart({ loggedIn: shopper, preloadedState: { cart }, ...options });

describe('CartPage', () => {
  it('says so when the cart is empty', () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/en/shop');
  });

  it("shows a guest's lines with picture, options, unit price × quantity, and the login prompt instead of the discount", async () => {
    // Thumbnails come from the API's origin.
    renderCart({ store: await guestStore(), apiUrl: 'http://api.test' });
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('img', { name: 'Triangle handle' })).toHaveAttribute('src', 'http://api.test/thumbnail/triangle-handle.webp');
    expect(within(lines[0]!).getByText('Colour: Black')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('249 PLN × 1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
    expect(screen.getByText(/Log in to use a discount code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/en/login');
    expect(screen.queryByRole('link', { name: 'Go to delivery and payment' })).not.toBeInTheDocument();
  });

  it('raises and lowers quantities (never below 1), removes lines and keeps both values right', async () => {
    const { store, user } = renderCart({ store: await guestStore() });
    const decrease = screen.getByRole('button', { name: 'Decrease the quantity of Triangle handle' });
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Triangle handle' }));
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Triangle handle' }));
    expect(screen.getByText('249 PLN × 3')).toBeInTheDocument();
    expect(screen.getByText('747 PLN')).toBeInTheDocument();
    await user.click(decrease);
    expect(screen.getByText('249 PLN × 2')).toBeInTheDocument();
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('Value before discount').nextSibling).toHaveTextContent('897 PLN');
    expect(within(summary).getByText('Value after discount').nextSibling).toHaveTextContent('897 PLN');
    await user.click(screen.getByRole('button', { name: 'Remove Training bar from the cart' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(store.getState().cart.originalPrice).toBe(498);
  });

  it('shows the values in EUR when the shopper chose euro', async () => {
    renderCart({ store: await guestStore(), currency: 'EUR' });
    expect(screen.getByText('59 EUR × 1')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText('Value after discount').nextSibling).toHaveTextContent('153 EUR');
  });

  it('shows the discount and the value after it for a logged-in cart, and the way to checkout', async () => {
    const api = fakeApi();
    renderShopperCart({ ...twoHandles(), discount: { code: 'INERCISE10', percent: 10 }, discountedPrice: 448.2, discountedPriceEur: 106.2 });
    const summary = screen.getByRole('complementary');
    expect(await within(summary).findByText('Discount INERCISE10 (−10%)')).toBeInTheDocument();
    expect(within(summary).getByText('Value before discount').nextSibling).toHaveTextContent('498 PLN');
    expect(within(summary).getByText('Value after discount').nextSibling).toHaveTextContent('448.20 PLN incl. VAT');
    // Every price is gross: the VAT in the discounted value, at the handles' standard rate (448.20 × 23/123).
    expect(within(summary).getByText('incl. VAT 23%').nextSibling).toHaveTextContent('83.81 PLN');
    expect(screen.getByRole('link', { name: 'Go to delivery and payment' })).toHaveAttribute('href', '/en/delivery-and-payment');
    // The server's cart is fetched once per page load by the header's cart session, not by the page.
    expect(api.calls).toEqual([]);
  });

  it('changes a logged-in line on the server', async () => {
    const api = fakeApi({ 'PATCH /cart/cart-item': aServerCart({ cartItems: [aCartLine({ id: 91, quantity: 3 })] }) });
    const { user } = renderShopperCart();
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Triangle handle' }));
    expect(await screen.findByText('249 PLN × 3')).toBeInTheDocument();
    expect(api.callsTo('PATCH /cart/cart-item')[0]?.body).toMatchObject({ id: 91, quantity: 3 });
  });

  it('tells the shopper when a change fails, and keeps the line', async () => {
    fakeApi({ 'POST /cart/remove-cart-item/91': reply(500, {}) });
    const { user } = renderShopperCart();
    await user.click(screen.getByRole('button', { name: 'Remove Triangle handle from the cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('DiscountForm', () => {
  const cases: [number, string, 'en' | 'pl'][] = [
    [400, 'This discount code does not exist.', 'en'],
    [403, 'This discount code does not exist.', 'en'],
    [410, 'This discount code has expired.', 'en'],
    [500, 'Error', 'en'],
    [400, 'Taki kod rabatowy nie istnieje.', 'pl'],
    [410, 'Ten kod rabatowy wygasł.', 'pl'],
    [502, 'Błąd', 'pl'],
  ];
  it.each(cases)('a %i answer says "%s" (%s)', async (status, message, language) => {
    fakeApi({ 'POST /cart/apply-discount/ABC': reply(status, { message: 'x', field: 'code' }) });
    const { user } = renderShopperCart(twoHandles(), { route: `/${language}/cart` });
    const input = screen.getByLabelText(language === 'en' ? 'Discount code' : 'Kod rabatowy');
    await user.type(input, 'ABC');
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Apply' : 'Zastosuj' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-describedby', alert.id);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the code as typed; success clears the error and reloads the cart', async () => {
    let applied = false;
    const api = fakeApi({
      'GET /cart': () =>
        aServerCart({ cartItems: [aCartLine()], originalPrice: 249, ...(applied ? { discount: { code: 'INERCISE10', percent: 10 }, discountedPrice: 224.1 } : {}) }),
      'POST /cart/apply-discount/nope': reply(400, { message: 'discountNotFound', field: 'code' }),
      'POST /cart/apply-discount/inercise10': () => {
        applied = true;
        return aServerCart();
      },
    });
    const { user } = renderShopperCart();
    const input = screen.getByLabelText('Discount code');
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'inercise10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code INERCISE10 applied: −10%.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('complementary')).getByText('Value after discount').nextSibling).toHaveTextContent('224.10 PLN'));
    expect(api.callsTo('GET /cart')).toHaveLength(1);
  });
});

describe('DiscountForm: every reason the API gives', () => {
  const cases: [string, number, string, 'en' | 'pl'][] = [
    ['discountNotFound', 400, 'This discount code does not exist.', 'en'],
    ['discountInactive', 410, 'This discount code is no longer active.', 'en'],
    ['discountNotActiveYet', 409, 'This discount code is not active yet. Try again once its promotion has started.', 'en'],
    ['discountExpired', 410, 'This discount code has expired.', 'en'],
    ['discountUsedUp', 410, 'This discount code has been used up.', 'en'],
    ['discountCustomerLimitReached', 410, 'You have already used this discount code as many times as it allows.', 'en'],
    ['discountCurrencyMismatch', 409, 'This discount code is for orders paid in the other currency.', 'en'],
    ['discountInactive', 410, 'Ten kod rabatowy nie jest już aktywny.', 'pl'],
    ['discountNotActiveYet', 409, 'Ten kod rabatowy nie jest jeszcze aktywny. Spróbuj ponownie, gdy zacznie się promocja.', 'pl'],
    ['discountUsedUp', 410, 'Ten kod rabatowy został już wykorzystany.', 'pl'],
    ['discountCustomerLimitReached', 410, 'Ten kod rabatowy został już wykorzystany na Twoim koncie tyle razy, ile to możliwe.', 'pl'],
    ['discountCurrencyMismatch', 409, 'Ten kod rabatowy dotyczy zamówień płatnych w drugiej walucie.', 'pl'],
  ];
  it.each(cases)('%s (%i) says "%s" (%s)', async (reason, status, message, language) => {
    fakeApi({ 'POST /cart/apply-discount/ABC': reply(status, { message: reason, field: 'code' }) });
    const { user } = renderShopperCart(twoHandles(), { route: `/${language}/cart` });
    await user.type(screen.getByLabelText(language === 'en' ? 'Discount code' : 'Kod rabatowy'), 'ABC');
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Apply' : 'Zastosuj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends the currency the shopper pays in', async () => {
    const api = fakeApi({ 'POST /cart/apply-discount/GIFT': reply(409, { message: 'discountCurrencyMismatch', field: 'code' }) });
    const { user } = renderShopperCart(twoHandles(), { currency: 'EUR' });
    await user.type(screen.getByLabelText('Discount code'), 'GIFT');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('alert');
    expect(api.callsTo('POST /cart/apply-discount/GIFT')[0]!.query).toEqual({ currency: 'EUR' });
  });

  const amountCart = () =>
    aServerCart({
      cartItems: [aCartLine({ id: 91, quantity: 2 })],
      originalPrice: 498,
      originalPriceEur: 118,
      discount: { code: 'GIFT-50', percent: 0, amount: 50, currency: 'PLN' },
      discountedPrice: 448,
      discountedPriceEur: null,
    });

  it('shows an amount code in its currency: its amount off, the value after it', async () => {
    fakeApi();
    renderShopperCart(amountCart());
    const summary = screen.getByRole('complementary');
    expect(await within(summary).findByText('Discount GIFT-50')).toBeInTheDocument();
    expect(within(summary).getByText('Discount GIFT-50').nextSibling).toHaveTextContent('−50 PLN');
    expect(within(summary).getByText('Value after discount').nextSibling).toHaveTextContent('448 PLN');
    expect(screen.getByText('Code GIFT-50 applied: −50 PLN.')).toHaveAttribute('role', 'status');
  });

  it('says an amount code waits for its currency while the shopper pays in the other one', async () => {
    fakeApi();
    renderShopperCart(amountCart(), { currency: 'EUR', route: '/pl/cart' });
    const summary = screen.getByRole('complementary');
    expect(await within(summary).findByText('Wartość po rabacie')).toBeInTheDocument();
    expect(within(summary).getByText('Wartość po rabacie').nextSibling).toHaveTextContent('118 EUR');
    expect(within(summary).queryByText('Rabat GIFT-50')).not.toBeInTheDocument();
    expect(screen.getByText('Kod GIFT-50 obniża o 50 PLN tylko zamówienia płatne w PLN. Aby z niego skorzystać, zmień walutę na PLN.')).toHaveAttribute('role', 'status');
  });
});
