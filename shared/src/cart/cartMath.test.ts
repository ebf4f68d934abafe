import { aProduct, aSelectedProperty, aServerCart } from '../testing/fixtures';
import { emptyCart, itemCount } from './cartMath';

describe('the cart slice\'s figures', () => {
  it('counts the pieces of every line', () => {
    const lines = [
      { id: 1, product: aProduct(), selectedProperties: [aSelectedProperty()], quantity: 3 },
      { id: 2, product: aProduct({ id: 4 }), selectedProperties: [], quantity: 2 },
    ];
    expect(itemCount(aServerCart({ cartItems: lines }))).toBe(5);
    expect(itemCount(emptyCart)).toBe(0);
  });
});
