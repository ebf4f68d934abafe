import { black, productFixture, serverCartFixture, white } from './cartFixtures';
import { addToGuestCart, cartValue, emptyCart, itemCount, linePrice, orderTotal, originalValue, removeFromGuestCart } from './cartMath';

const handle = productFixture();

describe('cart maths', () => {
  it('gives a new line the id "line count + 1", or one past the highest when a removal left it taken', () => {
    let cart = addToGuestCart(emptyCart, handle, [black]);
    cart = addToGuestCart(cart, handle, [white]);
    cart = removeFromGuestCart(cart, 1);
    cart = addToGuestCart(cart, productFixture({ id: 4 }), []);
    expect(cart.cartItems.map((i) => i.id)).toEqual([2, 3]);
    expect(itemCount(cart)).toBe(2);
  });

  it('line price is unit price times quantity in the chosen currency, without float noise', () => {
    const item = { id: 1, product: productFixture({ currentPrice: 0.1, currentPriceEur: 19.99 }), selectedProperties: [], quantity: 3 };
    expect(linePrice(item, 'PLN')).toBe(0.3);
    expect(linePrice(item, 'EUR')).toBe(59.97);
  });

  it('values and totals: the discounted value when there is one, plus shipment, per currency', () => {
    const cart = serverCartFixture({ originalPrice: 1000, discountedPrice: 900, originalPriceEur: 250, discountedPriceEur: null, shipmentPrice: 19.99, shipmentPriceEur: 4.99 });
    expect(originalValue(cart, 'PLN')).toBe(1000);
    expect(cartValue(cart, 'PLN')).toBe(900);
    expect(cartValue(cart, 'EUR')).toBe(250);
    expect(orderTotal(cart, 'PLN')).toBe(919.99);
    expect(orderTotal(cart, 'EUR')).toBe(254.99);
    expect(orderTotal({ ...cart, shipmentPrice: null }, 'PLN')).toBe(900);
  });
});
