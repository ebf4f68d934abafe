import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, cartReplaced, currencyChosen, loggedIn, makeStore } from '@inercise/shared';
import { answer, mockApi, renderWithShop } from '../../testing/renderWithShop';
import { bar, handle, line, serverCart } from '../../testing/fixtures';
import { CartPage } from './CartPage';

const black = [{ id: 11, value: 'BLACK', propertyType: { name: 'COLOR' as const } }];

async function guestStore() {
  const { store } = makeStore();
  await store.dispatch(addToCart(handle, black));
  await store.dispatch(addToCart(bar, []));
  return store;
}

function loggedInStore(cart = serverCart({ cartItems: [line({ id: 91, quantity: 2 })], originalPrice: 498, originalPriceEur: 118 })) {
  const { store } = makeStore();
  store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
  store.dispatch(cartReplaced(cart));
  return store;
}

describe('CartPage', () => {
  it('says so when the cart is empty', () => {
    renderWithShop(<CartPage />, { route: '/cart' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/en/shop');
  });

  it("shows a guest's lines with picture, options, unit price × quantity, and the login prompt instead of the discount", async () => {
    renderWithShop(<CartPage />, { store: await guestStore(), route: '/cart' });
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
    const user = userEvent.setup();
    const { store } = renderWithShop(<CartPage />, { store: await guestStore(), route: '/cart' });
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
    const store = await guestStore();
    store.dispatch(currencyChosen('EUR'));
    renderWithShop(<CartPage />, { store, route: '/cart' });
    expect(screen.getByText('59 EUR × 1')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText('Value after discount').nextSibling).toHaveTextContent('153 EUR');
  });

  it('shows the discount and the value after it for a logged-in cart, and the way to checkout', async () => {
    mockApi({ 'GET /cart': answer(200, serverCart({ cartItems: [line({ id: 91, quantity: 2 })], originalPrice: 498, originalPriceEur: 118, discount: { code: 'INERCISE10', percent: 10 }, discountedPrice: 448.2, discountedPriceEur: 106.2 })) });
    renderWithShop(<CartPage />, { store: loggedInStore(), route: '/cart' });
    const summary = screen.getByRole('complementary');
    expect(await within(summary).findByText('Discount INERCISE10 (−10%)')).toBeInTheDocument();
    expect(within(summary).getByText('Value before discount').nextSibling).toHaveTextContent('498 PLN');
    expect(within(summary).getByText('Value after discount').nextSibling).toHaveTextContent('448.20 PLN');
    expect(screen.getByRole('link', { name: 'Go to delivery and payment' })).toHaveAttribute('href', '/en/delivery-and-payment');
  });

  it('changes a logged-in line on the server', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /cart': answer(200, serverCart({ cartItems: [line({ id: 91, quantity: 2 })] })),
      'PATCH /cart/cart-item/': answer(200, serverCart({ cartItems: [line({ id: 91, quantity: 3 })] })),
    });
    renderWithShop(<CartPage />, { store: loggedInStore(), route: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Triangle handle' }));
    expect(await screen.findByText('249 PLN × 3')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PATCH /cart/cart-item/')?.body).toMatchObject({ id: 91, quantity: 3 });
  });

  it('tells the shopper when a change fails, and keeps the line', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /cart': answer(500, {}), 'POST /cart/remove-cart-item/91': answer(500, {}) });
    renderWithShop(<CartPage />, { store: loggedInStore(), route: '/cart' });
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
    const user = userEvent.setup();
    mockApi({ 'GET /cart': answer(200, serverCart({ cartItems: [line()] })), 'POST /cart/apply-discount/ABC': answer(status, { message: 'x', field: 'code' }) });
    renderWithShop(<CartPage />, { store: loggedInStore(), route: '/cart', language });
    const input = screen.getByLabelText(language === 'en' ? 'Discount code' : 'Kod rabatowy');
    await user.type(input, 'ABC');
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Apply' : 'Zastosuj' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-describedby', alert.id);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the code as typed; success clears the error and reloads the cart', async () => {
    const user = userEvent.setup();
    let applied = false;
    const { calls } = mockApi({
      'GET /cart': () =>
        answer(200, serverCart({ cartItems: [line()], originalPrice: 249, ...(applied ? { discount: { code: 'INERCISE10', percent: 10 }, discountedPrice: 224.1 } : {}) })),
      'POST /cart/apply-discount/nope': answer(400, { message: 'discountNotFound', field: 'code' }),
      'POST /cart/apply-discount/inercise10': () => {
        applied = true;
        return answer(200, serverCart());
      },
    });
    renderWithShop(<CartPage />, { store: loggedInStore(), route: '/cart' });
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
    expect(calls.filter((c) => c.key === 'GET /cart').length).toBeGreaterThanOrEqual(2);
  });
});
