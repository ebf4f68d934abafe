import { LoginPayloadSchema } from './login';

describe('login', () => {
  it('accepts a strict e-mail and a password', () => {
    expect(LoginPayloadSchema.safeParse({ username: 'jan@example.com', password: 'x', captchaResponseToken: 't' }).success).toBe(true);
  });
  it('gives fill-out-all-fields for anything else', () => {
    for (const body of [{}, { username: 'jan@example.com' }, { username: 'a@b.c', password: 'x' }, { username: '', password: '' }]) {
      expect(LoginPayloadSchema.safeParse(body).error?.issues[0]?.message).toBe('validation.fillOutAllFields');
    }
  });
});
