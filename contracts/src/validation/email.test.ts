import { isSimpleEmail, isStrictEmail, simpleEmail, strictEmail } from './email';

describe('e-mail patterns', () => {
  it.each(['a@b.c', 'jan.kowalski@example.com', 'x+y@sub.example.pl', 'ą@ę.pl'])('simple accepts %s', (e) => {
    expect(isSimpleEmail(e)).toBe(true);
  });
  it.each(['', 'a', 'a@b', '@b.c', 'a b@c.d', 'a@b.', 'a@@b.c'])('simple refuses %s', (e) => {
    expect(isSimpleEmail(e)).toBe(false);
  });
  it.each(['jan.kowalski@example.com', 'x+y@sub.example.pl', 'a_b@c-d.eu'])('strict accepts %s', (e) => {
    expect(isStrictEmail(e)).toBe(true);
  });
  it.each(['a@b.c', 'a@b', 'ą@ę.pl', 'a@-b.pl', 'a@b.p1', 'a b@c.pl', 'a@b..pl'])('strict refuses %s', (e) => {
    expect(isStrictEmail(e)).toBe(false);
  });
  it('refuses addresses longer than 254 characters', () => {
    expect(isSimpleEmail(`${'a'.repeat(250)}@b.pl`)).toBe(false);
  });
  it('gives i18n keys', () => {
    expect(simpleEmail().safeParse('').error?.issues[0]?.message).toBe('validation.fillOutAllFields');
    expect(simpleEmail().safeParse(undefined).error?.issues[0]?.message).toBe('validation.fillOutAllFields');
    expect(simpleEmail('validation.invalidEmail').safeParse('x').error?.issues[0]?.message).toBe('validation.invalidEmail');
    expect(strictEmail().safeParse('a@b.c').error?.issues[0]?.message).toBe('validation.emailIncorrect');
  });
});
