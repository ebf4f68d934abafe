import { aServerCart } from '@inercise/shared/testing';
import { cartValue, orderTotal, originalValue, shipmentPriceOf } from './cartTotals';

describe('cart totals', () => {
  it('take the discounted value when there is one, add the shipment, per currency, without float noise', () => {
    const cart = aServerCart({ originalPrice: 1000, discountedPrice: 900, originalPriceEur: 250, discountedPriceEur: null, shipmentPrice: 19.99, shipmentPriceEur: 4.99 });
    expect(originalValue(cart, 'PLN')).toBe(1000);
    expect(cartValue(cart, 'PLN')).toBe(900);
    expect(cartValue(cart, 'EUR')).toBe(250);
    expect(shipmentPriceOf(cart, 'EUR')).toBe(4.99);
    expect(orderTotal(cart, 'PLN')).toBe(919.99);
    expect(orderTotal(cart, 'EUR')).toBe(254.99);
    expect(orderTotal({ ...cart, shipmentPrice: null }, 'PLN')).toBe(900);
  });
});
