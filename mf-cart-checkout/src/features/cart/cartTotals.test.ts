import { aCartLine, aProduct, aServerCart } from '@inercise/shared/testing';
import { cartValue, cartVatParts, orderTotal, originalValue, shipmentPriceOf } from './cartTotals';

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

  it('split the VAT by the lines\' rates, less the discount, with the delivery at the standard rate when asked', () => {
    const cart = aServerCart({
      cartItems: [
        aCartLine({ id: 1, product: aProduct({ id: 1, currentPrice: 100, currentPriceEur: 25, vatRate: 23 }), quantity: 2 }),
        aCartLine({ id: 2, product: aProduct({ id: 2, currentPrice: 54, currentPriceEur: 12, vatRate: 8 }), quantity: 1 }),
        // A line that cannot be ordered counts in no total, and in no VAT.
        aCartLine({ id: 3, product: aProduct({ id: 3, currentPrice: 999, vatRate: 5 }), quantity: 1, unavailable: 'productHidden' }),
        // Without a rate (an older answer), the standard one.
        aCartLine({ id: 4, product: aProduct({ id: 4, currentPrice: 12.3, currentPriceEur: 3 }), quantity: 1 }),
      ],
      originalPrice: 266.3,
      discountedPrice: null,
      shipmentPrice: 19.99,
      shipmentPriceEur: 4.99,
    });
    expect(cartVatParts(cart, 'PLN', false)).toEqual([
      { rate: 23, gross: 21230, vat: 3970, net: 17260 },
      { rate: 8, gross: 5400, vat: 400, net: 5000 },
    ]);
    expect(cartVatParts(cart, 'PLN', true)[0]).toEqual({ rate: 23, gross: 23229, vat: 4344, net: 18885 });
    // A discount to half shares out over the rates in proportion to their goods.
    expect(cartVatParts({ ...cart, discountedPrice: 133.15 }, 'PLN', false).map(({ rate, gross }) => [rate, gross])).toEqual([
      [23, 10615],
      [8, 2700],
    ]);
    expect(cartVatParts(cart, 'EUR', true).map(({ rate, gross }) => [rate, gross])).toEqual([
      [23, 5799],
      [8, 1200],
    ]);
  });
});
