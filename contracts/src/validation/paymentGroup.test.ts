import { effectivePaymentGroup, paymentMethodRequired, validatePaymentGroup } from './paymentGroup';

describe('payment group', () => {
  it('is required only for Poland in PLN', () => {
    expect(paymentMethodRequired('POLAND', 'PLN')).toBe(true);
    expect(paymentMethodRequired('POLAND', 'EUR')).toBe(false);
    expect(paymentMethodRequired('EUROPEAN_UNION', 'PLN')).toBe(false);
  });
  it('refuses missing, empty and 999 for Poland in PLN', () => {
    for (const group of [undefined, null, '', '999']) {
      expect(validatePaymentGroup('POLAND', 'PLN', group)).toBe('validation.selectPaymentMethod');
    }
    expect(validatePaymentGroup('POLAND', 'PLN', '150')).toBeNull();
    expect(validatePaymentGroup('OTHER', 'PLN', undefined)).toBeNull();
    expect(validatePaymentGroup('EUROPEAN_UNION', 'PLN', '999')).toBeNull();
    expect(validatePaymentGroup('SWITZERLAND', 'PLN', '')).toBeNull();
    expect(validatePaymentGroup('SWITZERLAND', 'PLN', 'abc')).toBe('validation.selectPaymentMethod');
  });
  it('sends 999 outside Poland or in EUR', () => {
    expect(effectivePaymentGroup('SWITZERLAND', 'PLN', '150')).toBe('999');
    expect(effectivePaymentGroup('POLAND', 'EUR', '150')).toBe('999');
    expect(effectivePaymentGroup('POLAND', 'PLN', '150')).toBe('150');
  });
});
