import { checkoutPayment, paymentGroupAfterRegionChange, showsPaymentChooser } from './checkoutPayment';
import { isInquiry } from './isInquiry';

describe('the checkout payment rule', () => {
  it.each([
    ['POLAND', 'PLN', false, true, ''],
    ['POLAND', 'EUR', true, false, '999'],
    ['EUROPEAN_UNION', 'PLN', false, true, '999'],
    ['SWITZERLAND', 'PLN', false, true, '999'],
    ['SWITZERLAND', 'EUR', true, false, '999'],
    ['OTHER', 'PLN', true, false, '999'],
    [null, 'PLN', false, false, ''],
    [null, 'EUR', true, false, '999'],
  ] as const)('%s in %s: inquiry %s, chooser %s, group after a region change "%s"', (region, currency, inquiry, chooser, group) => {
    expect(isInquiry(region, currency)).toBe(inquiry);
    expect(showsPaymentChooser(region, currency)).toBe(chooser);
    expect(paymentGroupAfterRegionChange(region, currency)).toBe(group);
  });

  it('pays the European Union and Switzerland in PLN online, with the method chosen in the shop or on the provider\'s page', () => {
    for (const region of ['EUROPEAN_UNION', 'SWITZERLAND'] as const) {
      expect(checkoutPayment(region, 'PLN', '999')).toEqual({ kind: 'payment', groupId: null });
      expect(checkoutPayment(region, 'PLN', '')).toEqual({ kind: 'payment', groupId: null });
      expect(checkoutPayment(region, 'PLN', undefined)).toEqual({ kind: 'payment', groupId: null });
      expect(checkoutPayment(region, 'PLN', '150')).toEqual({ kind: 'payment', groupId: 150 });
    }
  });

  it('asks Poland in PLN for a method: missing, empty or 999 is refused', () => {
    for (const group of [undefined, null, '', '999']) {
      expect(checkoutPayment('POLAND', 'PLN', group)).toEqual({ kind: 'refused', message: 'validation.selectPaymentMethod' });
    }
    expect(checkoutPayment('POLAND', 'PLN', '103')).toEqual({ kind: 'payment', groupId: 103 });
  });

  it('keeps EUR and region OTHER inquiries, whatever the group', () => {
    for (const group of ['999', '150', '', 'junk']) {
      expect(checkoutPayment('POLAND', 'EUR', group)).toEqual({ kind: 'inquiry' });
      expect(checkoutPayment('EUROPEAN_UNION', 'EUR', group)).toEqual({ kind: 'inquiry' });
      expect(checkoutPayment('OTHER', 'PLN', group)).toEqual({ kind: 'inquiry' });
    }
  });

  it('refuses a group that is no bank group id', () => {
    for (const group of ['0', '-1', '1.5', '1e2', ' 150', '150 ', '0150', 'BLIK', '9999999999', '<b>']) {
      expect(checkoutPayment('EUROPEAN_UNION', 'PLN', group)).toEqual({ kind: 'refused', message: 'validation.selectPaymentMethod' });
      expect(checkoutPayment('POLAND', 'PLN', group)).toEqual({ kind: 'refused', message: 'validation.selectPaymentMethod' });
    }
  });
});
