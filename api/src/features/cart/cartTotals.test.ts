import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cartTotals } from './cartView.ts';
import { idsFromKey, propertiesKey } from './selection.ts';

test('cart totals: sum of unit price times quantity, percent discount, shipment', () => {
  const totals = cartTotals(
    [
      { price: 849900, priceEur: 199900, quantity: 1 },
      { price: 1999, priceEur: 499, quantity: 3 },
    ],
    10,
    { price: 1999, price_eur: 499 },
  );
  assert.deepEqual(totals, {
    original: 855897,
    originalEur: 201397,
    discounted: 770307,
    discountedEur: 181257,
    shipment: 1999,
    shipmentEur: 499,
    percent: 10,
  });
  assert.equal(cartTotals([], null, null).discounted, null);
});

test('properties key is order-independent', () => {
  assert.equal(propertiesKey([5, 1, 3]), '1,3,5');
  assert.deepEqual(idsFromKey('1,3,5'), [1, 3, 5]);
  assert.deepEqual(idsFromKey(''), []);
});
