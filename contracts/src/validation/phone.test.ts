import { PhoneNumberSchema, isPhoneInputAllowed } from './phone';

describe('phone', () => {
  it.each(['', '1', '123456789'])('allows typing %s', (t) => expect(isPhoneInputAllowed(t)).toBe(true));
  it.each(['1234567890', '12a', '+48', '12 3', '-1'])('blocks typing %s', (t) => expect(isPhoneInputAllowed(t)).toBe(false));
  it('needs exactly nine digits', () => {
    expect(PhoneNumberSchema.safeParse('600700800').success).toBe(true);
    expect(PhoneNumberSchema.safeParse('60070080').error?.issues[0]?.message).toBe('validation.phoneNineDigits');
    expect(PhoneNumberSchema.safeParse('60070080a').error?.issues[0]?.message).toBe('validation.phoneNineDigits');
    expect(PhoneNumberSchema.safeParse('').error?.issues[0]?.message).toBe('validation.fillOutAllFields');
  });
});
