import { PasswordSchema, isStrongPassword } from './password';

describe('password rule', () => {
  it.each(['Abcdef1!', 'Zaq1@wsx', `Aa1!${'x'.repeat(251)}`, 'Łódź123 A'])('accepts %s', (p) => {
    expect(isStrongPassword(p)).toBe(true);
  });
  it.each(['Abcde1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefg12', 'Abcdefg1_', `Aa1!${'x'.repeat(252)}`])(
    'refuses %s',
    (p) => {
      expect(isStrongPassword(p)).toBe(false);
    },
  );
  it('gives the requirement key', () => {
    expect(PasswordSchema.safeParse('abc').error?.issues[0]?.message).toBe('validation.passwordRequirement');
    expect(PasswordSchema.safeParse('').error?.issues[0]?.message).toBe('validation.fillOutAllFields');
  });
});
