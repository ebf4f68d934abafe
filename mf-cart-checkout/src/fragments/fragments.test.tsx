import { screen, waitFor, within } from '@testing-library/react';
import { addToCart, loggedIn, makeStore } from '@inercise/shared';
import { answer, mockApi, renderWithShop } from '../testing/renderWithShop';
import { bar, handle, line, serverCart } from '../testing/fixtures';
import CartIcon from './CartIcon';
import MiniCart from './MiniCart';

const black = [{ id: 11, value: 'BLACK', propertyType: { name: 'COLOR' as const } }];

describe('CartIcon', () => {
  it('links to the cart and names the item count', async () => {
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, black, 2));
    await store.dispatch(addToCart(bar, []));
    renderWithShop(<CartIcon />, { store });
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(within(link).getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('merges the guest cart into the server cart once the shopper logs in', async () => {
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, black));
    const { calls } = mockApi({ 'PATCH /cart/merge': answer(200, serverCart({ cartItems: [line({ id: 9, quantity: 3 })] })) });
    renderWithShop(<CartIcon />, { store, language: 'pl' });
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    expect(await screen.findByRole('link', { name: 'Koszyk, produkty: 3' })).toHaveAttribute('href', '/pl/cart');
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['PATCH /cart/merge']));
  });
});

describe('MiniCart', () => {
  it('says the cart is empty', () => {
    renderWithShop(<MiniCart />);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('lists thumbnail, name, options, quantity and line price, the cart value and the link to the cart', async () => {
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, black, 2));
    await store.dispatch(addToCart(bar, []));
    renderWithShop(<MiniCart />, { store });
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
});
