import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatMoney } from './formatMoney.ts';

describe('amounts in mails', () => {
  it('writes złoty with a comma and a non-breaking space in Polish, the symbol first in English', () => {
    assert.equal(formatMoney(5199, 'PLN', 'pl'), '51,99\u00a0zł');
    assert.equal(formatMoney(5199, 'EUR', 'pl'), '51,99\u00a0€');
    assert.equal(formatMoney(5199, 'EUR', 'en'), '€51.99');
    assert.equal(formatMoney(5199, 'PLN', 'en'), 'PLN\u00a051.99');
    assert.equal(formatMoney(1234567, 'PLN', 'pl'), '12\u00a0345,67\u00a0zł');
    assert.equal(formatMoney(0, 'PLN', 'pl'), '0,00\u00a0zł');
  });
});
