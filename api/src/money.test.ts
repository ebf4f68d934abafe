import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyPercent, formatAmount, toMajor, toMinor } from './money.ts';

test('money conversions keep two decimals', () => {
  assert.equal(toMajor(849900), 8499);
  assert.equal(toMajor(1999), 19.99);
  assert.equal(toMinor(19.99), 1999);
  assert.equal(applyPercent(849900, 10), 764910);
  assert.equal(applyPercent(1999, 15), 1699);
  assert.equal(formatAmount(1999), '19.99');
  assert.equal(formatAmount(849900), '8499.00');
});
