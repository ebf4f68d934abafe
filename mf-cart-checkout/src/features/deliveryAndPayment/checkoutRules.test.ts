import { aServerCart } from '@inercise/shared/testing';
import { deliveryPriceLine, regionOfCountry } from './checkoutRules';
import { paymentDestination } from './paymentDestination';
import { withCountry, toAddressValues } from './addressValues';

describe('checkout rules', () => {
  it('derives the region from the country', () => {
    expect([regionOfCountry(''), regionOfCountry('PL'), regionOfCountry('DE'), regionOfCountry('CH'), regionOfCountry('US')]).toEqual([
      null,
      'POLAND',
      'EUROPEAN_UNION',
      'SWITZERLAND',
      'OTHER',
    ]);
  });

  it('delivery price line: select country, not available, or the price in the chosen currency', () => {
    const priced = aServerCart({ shipmentPrice: 19.99, shipmentPriceEur: 4.99 });
    expect(deliveryPriceLine(null, priced, 'PLN')).toEqual({ kind: 'selectCountry' });
    expect(deliveryPriceLine('OTHER', priced, 'PLN')).toEqual({ kind: 'notAvailable' });
    expect(deliveryPriceLine('POLAND', aServerCart(), 'PLN')).toEqual({ kind: 'notAvailable' });
    expect(deliveryPriceLine('POLAND', priced, 'PLN')).toEqual({ kind: 'price', amount: 19.99, currency: 'PLN' });
    expect(deliveryPriceLine('EUROPEAN_UNION', priced, 'EUR')).toEqual({ kind: 'price', amount: 4.99, currency: 'EUR' });
  });

  it("fills the dialling code from the country unless the shopper typed their own", () => {
    const poland = withCountry(toAddressValues(null), 'PL');
    expect(poland.areaCode).toBe('+48');
    expect(withCountry(poland, 'DE').areaCode).toBe('+49');
    expect(withCountry({ ...poland, areaCode: '+1' }, 'DE').areaCode).toBe('+1');
  });
});

describe('payment destination', () => {
  const shop = 'http://shop.test';
  it('leaves for the payment page on another origin with a full redirect, in both languages', () => {
    const sandbox = 'http://api.test/sandbox/pay/tr-1?lang=en';
    expect(paymentDestination(sandbox, 'en', shop)).toEqual({ kind: 'redirect', href: sandbox });
    expect(paymentDestination(sandbox, 'pl', shop)).toEqual({ kind: 'redirect', href: sandbox });
  });

  it('redirects the whole page in Polish and navigates inside the app otherwise, keeping the language', () => {
    expect(paymentDestination('/pl/order?orderNumber=A&status=placed', 'pl', shop)).toEqual({ kind: 'redirect', href: '/pl/order?orderNumber=A&status=placed' });
    expect(paymentDestination('/order?orderNumber=A&status=placed', 'pl', shop)).toEqual({ kind: 'redirect', href: '/pl/order?orderNumber=A&status=placed' });
    expect(paymentDestination('/en/order?orderNumber=A&status=placed', 'en', shop)).toEqual({ kind: 'navigate', path: '/en/order?orderNumber=A&status=placed' });
  });
});
