import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cartTotals } from './cartView.ts';
import { idsFromKey, propertiesKey } from './selection.ts';

const lines = [
  { price: 849900, priceEur: 199900, quantity: 1 },
  { price: 1999, priceEur: 499, quantity: 3 },
];

test('cart totals: sum of unit price times quantity, percent discount, shipment', () => {
  const totals = cartTotals(lines, { kind: 'PERCENT', percent: 10 }, { price: 1999, priceEur: 499 });
  assert.deepEqual(totals, {
    original: 855897,
    originalEur: 201397,
    discounted: 770307,
    discountedEur: 181257,
    shipment: 1999,
    shipmentEur: 499,
  });
  assert.equal(cartTotals([], null, null).discounted, null);
});

test('cart totals: an amount code reduces its own currency only, and never below zero', () => {
  const pln = cartTotals(lines, { kind: 'AMOUNT', amount: 50000, currency: 'PLN' }, null);
  assert.deepEqual([pln.discounted, pln.discountedEur], [805897, null]);
  const eur = cartTotals(lines, { kind: 'AMOUNT', amount: 300000, currency: 'EUR' }, { price: 1999, priceEur: 499 });
  assert.deepEqual([eur.discounted, eur.discountedEur, eur.shipmentEur], [null, 0, 499]);
});

test('properties key is order-independent', () => {
  assert.equal(propertiesKey([5, 1, 3]), '1,3,5');
  assert.deepEqual(idsFromKey('1,3,5'), [1, 3, 5]);
  assert.deepEqual(idsFromKey(''), []);
});
