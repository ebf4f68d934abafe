import { NewsletterFormSchema } from './newsletter';

describe('newsletter', () => {
  it('accepts a simple e-mail', () => {
    expect(NewsletterFormSchema.safeParse({ emailAddress: 'a@b.c', captchaResponseToken: 'x' }).success).toBe(true);
  });
  it('gives invalidEmail otherwise', () => {
    expect(NewsletterFormSchema.safeParse({ emailAddress: 'ab.c' }).error?.issues[0]?.message).toBe('validation.invalidEmail');
    expect(NewsletterFormSchema.safeParse({}).error?.issues[0]?.message).toBe('validation.invalidEmail');
  });
});
