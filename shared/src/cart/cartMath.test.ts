import { aProduct, aSelectedProperty } from '../testing/fixtures';
import { addToGuestCart, emptyCart, itemCount, linePrice, removeFromGuestCart } from './cartMath';

const handle = aProduct();
const black = aSelectedProperty();
const white = aSelectedProperty({ id: 12, value: 'WHITE' });

describe('cart maths', () => {
  it('gives a new line the id "line count + 1", or one past the highest when a removal left it taken', () => {
    let cart = addToGuestCart(emptyCart, handle, [black]);
    cart = addToGuestCart(cart, handle, [white]);
    cart = removeFromGuestCart(cart, 1);
    cart = addToGuestCart(cart, aProduct({ id: 4 }), []);
    expect(cart.cartItems.map((i) => i.id)).toEqual([2, 3]);
    expect(itemCount(cart)).toBe(2);
  });

  it('line price is unit price times quantity in the chosen currency, without float noise', () => {
    const item = { id: 1, product: aProduct({ currentPrice: 0.1, currentPriceEur: 19.99 }), selectedProperties: [], quantity: 3 };
    expect(linePrice(item, 'PLN')).toBe(0.3);
    expect(linePrice(item, 'EUR')).toBe(59.97);
  });
});
