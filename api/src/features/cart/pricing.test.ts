import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceLines, unitPrice } from './pricing.ts';

test("a product's unit price is its catalogue price in minor units, in the order's currency", () => {
  const product = { currentPrice: 8499, currentPriceEur: 1999.99 };
  assert.equal(unitPrice(product, 'PLN'), 849900);
  assert.equal(unitPrice(product, 'EUR'), 199999);
  // Binary fractions do not leak into the integers.
  assert.equal(unitPrice({ currentPrice: 19.99, currentPriceEur: 4.35 }, 'EUR'), 435);
});

test('the discount comes off the goods total once, half up; delivery is added after it and never discounted', () => {
  // The order in the orders test: the device set and two discs, 10% off, delivery in Poland.
  assert.deepEqual(priceLines([{ unit: 849900, quantity: 1 }, { unit: 39900, quantity: 2 }], 10, 1999), {
    original: 929700,
    discounted: 836730,
    shipment: 1999,
    total: 838729,
  });
  // 10.05 with 10% off is 9.045: half up gives 9.05. Line by line (3.35 three times) it would have been 3 × 3.02 = 9.06.
  assert.deepEqual(priceLines([{ unit: 335, quantity: 3 }], 10, null), { original: 1005, discounted: 905, shipment: null, total: 905 });
  // No discount, no delivery chosen yet.
  assert.deepEqual(priceLines([{ unit: 14900, quantity: 2 }], null, null), { original: 29800, discounted: null, shipment: null, total: 29800 });
});
