import { shipmentByWeight, type WeightBand } from './pricing';

const bands: WeightBand[] = [
  { upToGrams: 30_000, price: 1999, priceEur: 499 },
  { upToGrams: 2_000, price: 1299, priceEur: 299 },
];

describe('the delivery rule by weight', () => {
  it('prices a light parcel by the lightest band it fits in, in either currency', () => {
    expect(shipmentByWeight([{ weight: 900, quantity: 1 }], bands, 'PLN')).toBe(1299);
    expect(shipmentByWeight([{ weight: 900, quantity: 2 }], bands, 'EUR')).toBe(299);
    expect(shipmentByWeight([{ weight: 900, quantity: 3 }], bands, 'PLN')).toBe(1999);
  });

  it('sends what is heavier than the heaviest band as several parcels', () => {
    // Four 21 kg sets: 84 kg is two full 30 kg parcels and one of 24 kg.
    expect(shipmentByWeight([{ weight: 21_000, quantity: 4 }], bands, 'PLN')).toBe(3 * 1999);
    // 61 kg: two full parcels and 1 kg priced by the light band.
    expect(shipmentByWeight([{ weight: 30_000, quantity: 2 }, { weight: 1000, quantity: 1 }], bands, 'PLN')).toBe(2 * 1999 + 1299);
    expect(shipmentByWeight([{ weight: 30_000, quantity: 2 }], bands, 'PLN')).toBe(2 * 1999);
  });

  it('has lines that do not ship weigh nothing, and no price where the region has no bands', () => {
    expect(shipmentByWeight([{ weight: 0, quantity: 5 }], bands, 'PLN')).toBe(1299);
    expect(shipmentByWeight([{ weight: 900, quantity: 1 }], [], 'PLN')).toBeNull();
  });
});
