import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lowestBeforeReduction } from './loadProducts.ts';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86400000);

test('the lowest price of the 30 days before the current price', () => {
  const history = [
    { price: 1000, price_eur: 250, valid_from: day(0) },
    { price: 900, price_eur: 230, valid_from: day(50) },
    { price: 950, price_eur: 240, valid_from: day(70) },
    { price: 800, price_eur: 200, valid_from: day(90) },
  ];
  assert.deepEqual(lowestBeforeReduction(history, day(95)), { pln: 900, eur: 230 });
  // Offered reduced from its first day: it has had no other price than the current one.
  assert.deepEqual(lowestBeforeReduction(history.slice(0, 1), day(5)), { pln: 1000, eur: 250 });
  // Without any price yet (a price set for later) there is nothing to show.
  assert.equal(lowestBeforeReduction(history.slice(1, 2), day(5)), null);
  // A price that ended more than 30 days before the reduction does not count.
  assert.deepEqual(lowestBeforeReduction([history[0]!, { price: 700, price_eur: 1, valid_from: day(200) }], day(201)), { pln: 1000, eur: 250 });
});
