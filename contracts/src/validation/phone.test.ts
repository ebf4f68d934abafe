import { PhoneNumberSchema, isPhoneInputAllowed } from './phone';

describe('phone', () => {
  it.each(['', '1', '123456789'])('allows typing %s', (t) => expect(isPhoneInputAllowed(t)).toBe(true));
  it.each(['1234567890', '12a', '+48', '12 3', '-1'])('blocks typing %s', (t) => expect(isPhoneInputAllowed(t)).toBe(false));
  it('takes the digits of a number of any country, at most 15 of them', () => {
    expect(PhoneNumberSchema.safeParse('600700800').success).toBe(true);
    expect(PhoneNumberSchema.safeParse('3012345678').success).toBe(true);
    expect(PhoneNumberSchema.safeParse('60070080a').error?.issues[0]?.message).toBe('validation.phoneInvalid');
    expect(PhoneNumberSchema.safeParse('1234567890123456').error?.issues[0]?.message).toBe('validation.phoneInvalid');
    expect(PhoneNumberSchema.safeParse('').error?.issues[0]?.message).toBe('validation.fillOutAllFields');
  });
});
