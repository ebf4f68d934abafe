import fc from 'fast-check';
import { formatPrice, lowestPrice30dOf } from './money';

/** What the shop printed through Intl before: the reference the hand-written format must match. */
function throughIntl(amount: number, currency: 'PLN' | 'EUR', language: 'pl' | 'en'): string {
  const rounded = Math.round((amount + Number.EPSILON) * 100) / 100;
  const text = new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    minimumFractionDigits: Number.isInteger(rounded) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(rounded);
  const grouped = language === 'pl' && /^\d{4}(,|$)/.test(text) ? `${text[0]}\u00a0${text.slice(1)}` : text;
  return `${grouped}\u00a0${currency}`;
}

describe('formatPrice', () => {
  it('prints the shop’s formats', () => {
    expect(formatPrice(8499, 'PLN', 'pl')).toBe('8\u00a0499\u00a0PLN');
    expect(formatPrice(19.99, 'PLN', 'pl')).toBe('19,99\u00a0PLN');
    expect(formatPrice(1999, 'EUR', 'en')).toBe('1,999\u00a0EUR');
    expect(formatPrice(1234567.5, 'EUR', 'en')).toBe('1,234,567.50\u00a0EUR');
    expect(formatPrice(0.1 + 0.2, 'PLN', 'pl')).toBe('0,30\u00a0PLN');
    expect(formatPrice(0, 'PLN', 'en')).toBe('0\u00a0PLN');
  });

  it('matches Intl’s Polish and British number formats for any price in grosze or cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_99 }),
        fc.constantFrom('PLN' as const, 'EUR' as const),
        fc.constantFrom('pl' as const, 'en' as const),
        (cents, currency, language) => {
          const amount = cents / 100;
          expect(formatPrice(amount, currency, language)).toBe(throughIntl(amount, currency, language));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('lowestPrice30dOf', () => {
  const reduced = { currentPrice: 449, currentPriceEur: 105, previousPrice: 499, previousPriceEur: 117, lowestPrice30d: 439, lowestPrice30dEur: 99 };

  it('gives the lowest price of 30 days of a reduced product in the currency asked', () => {
    expect(lowestPrice30dOf(reduced, 'PLN')).toBe(439);
    expect(lowestPrice30dOf(reduced, 'EUR')).toBe(99);
  });

  it('gives none for a product without a previous price in that currency', () => {
    expect(lowestPrice30dOf({ ...reduced, previousPrice: 0 }, 'PLN')).toBeNull();
    expect(lowestPrice30dOf({ ...reduced, previousPriceEur: 0 }, 'EUR')).toBeNull();
  });

  it('takes the current price for a reduced product that has had no other', () => {
    expect(lowestPrice30dOf({ ...reduced, lowestPrice30d: null, lowestPrice30dEur: null }, 'PLN')).toBe(449);
    expect(lowestPrice30dOf({ ...reduced, lowestPrice30d: null, lowestPrice30dEur: null }, 'EUR')).toBe(105);
  });
});
