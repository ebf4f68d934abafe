import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceLines, reductionIn, termsOf, unitPrice } from './pricing.ts';

test("a product's unit price is its catalogue price in minor units, in the order's currency", () => {
  const product = { currentPrice: 8499, currentPriceEur: 1999.99 };
  assert.equal(unitPrice(product, 'PLN'), 849900);
  assert.equal(unitPrice(product, 'EUR'), 199999);
  // Binary fractions do not leak into the integers.
  assert.equal(unitPrice({ currentPrice: 19.99, currentPriceEur: 4.35 }, 'EUR'), 435);
});

test('the discount comes off the goods total once, half up; delivery is added after it and never discounted', () => {
  // The order in the orders test: the device set and two discs, 10% off, delivery in Poland.
  assert.deepEqual(priceLines([{ unit: 849900, quantity: 1 }, { unit: 39900, quantity: 2 }], { percent: 10 }, 1999), {
    original: 929700,
    discounted: 836730,
    shipment: 1999,
    total: 838729,
  });
  // 10.05 with 10% off is 9.045: half up gives 9.05. Line by line (3.35 three times) it would have been 3 × 3.02 = 9.06.
  assert.deepEqual(priceLines([{ unit: 335, quantity: 3 }], { percent: 10 }, null), { original: 1005, discounted: 905, shipment: null, total: 905 });
  // No discount, no delivery chosen yet.
  assert.deepEqual(priceLines([{ unit: 14900, quantity: 2 }], null, null), { original: 29800, discounted: null, shipment: null, total: 29800 });
});

test('an amount comes off the goods total, never below zero; delivery is still paid', () => {
  assert.deepEqual(priceLines([{ unit: 24900, quantity: 2 }], { amount: 5000 }, 1999), { original: 49800, discounted: 44800, shipment: 1999, total: 46799 });
  // An amount bigger than the goods makes them free, not negative; the delivery stays.
  assert.deepEqual(priceLines([{ unit: 1999, quantity: 1 }], { amount: 5000 }, 1999), { original: 1999, discounted: 0, shipment: 1999, total: 1999 });
  assert.deepEqual(priceLines([{ unit: 1999, quantity: 1 }], { amount: 1999 }, null), { original: 1999, discounted: 0, shipment: null, total: 0 });
});

test('a percentage code reduces both currencies, an amount code only its own', () => {
  const percent = termsOf({ kind: 'PERCENT', percent: 10, amount: null, currency: null });
  const amount = termsOf({ kind: 'AMOUNT', percent: null, amount: 5000, currency: 'PLN' });
  assert.deepEqual([reductionIn(percent, 'PLN'), reductionIn(percent, 'EUR')], [{ percent: 10 }, { percent: 10 }]);
  assert.deepEqual([reductionIn(amount, 'PLN'), reductionIn(amount, 'EUR')], [{ amount: 5000 }, null]);
  assert.equal(reductionIn(null, 'PLN'), null);
  // A row that is neither kind in full is no code at all.
  assert.equal(termsOf({ kind: 'AMOUNT', percent: null, amount: 5000, currency: null }), null);
  assert.equal(termsOf({ kind: null, percent: null, amount: null, currency: null }), null);
});
