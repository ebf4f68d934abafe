import { isVatRate, vatBreakdown, vatInGross, vatTotals } from './vat';

describe('VAT in gross prices', () => {
  it('finds the VAT inside a gross amount, rounded half up', () => {
    expect(vatInGross(12300, 23)).toBe(2300);
    expect(vatInGross(849900, 23)).toBe(158924);
    expect(vatInGross(10800, 8)).toBe(800);
    expect(vatInGross(5000, 0)).toBe(0);
  });

  it('knows the rates the owner may give', () => {
    expect(isVatRate(23)).toBe(true);
    expect(isVatRate(8)).toBe(true);
    expect(isVatRate(22)).toBe(false);
    expect(isVatRate('23')).toBe(false);
  });

  it('splits goods and delivery by rate, delivery at the standard rate', () => {
    const parts = vatBreakdown({
      lines: [
        { unit: 849900, quantity: 1, rate: 23 },
        { unit: 10800, quantity: 2, rate: 8 },
      ],
      discounted: null,
      shipment: 1999,
    });
    expect(parts).toEqual([
      { rate: 23, gross: 851899, vat: vatInGross(851899, 23), net: 851899 - vatInGross(851899, 23) },
      { rate: 8, gross: 21600, vat: 1600, net: 20000 },
    ]);
    expect(vatTotals(parts).gross).toBe(849900 + 21600 + 1999);
  });

  it('shares a discount between the rates so that the parts add up to what is paid', () => {
    const lines = [
      { unit: 3333, quantity: 1, rate: 23 },
      { unit: 3333, quantity: 1, rate: 8 },
      { unit: 3334, quantity: 1, rate: 5 },
    ];
    const parts = vatBreakdown({ lines, discounted: 9001, shipment: null });
    expect(vatTotals(parts).gross).toBe(9001);
    for (const part of parts) expect(part.vat + part.net).toBe(part.gross);
  });

  it('leaves out a rate with nothing to pay and handles an empty order', () => {
    expect(vatBreakdown({ lines: [{ unit: 1000, quantity: 1, rate: 23 }], discounted: 0, shipment: null })).toEqual([]);
    expect(vatBreakdown({ lines: [], discounted: null, shipment: null })).toEqual([]);
  });
});
