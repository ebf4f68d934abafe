import { ActivateAccountFormSchema, ActivateAccountPayloadSchema, ResetPasswordConfirmFormSchema, ResetPasswordConfirmPayloadSchema, ResetPasswordRequestSchema } from './resetPassword';

describe('reset password', () => {
  it('requests only for a strict e-mail', () => {
    expect(ResetPasswordRequestSchema.safeParse({ username: 'jan@example.com' }).success).toBe(true);
    expect(ResetPasswordRequestSchema.safeParse({ username: 'jan@example' }).success).toBe(false);
  });
  it('needs identical passwords first, then the strength rule', () => {
    expect(ResetPasswordConfirmFormSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).success).toBe(true);
    expect(ResetPasswordConfirmFormSchema.safeParse({ password: 'a', confirmPassword: 'b' }).error?.issues[0]?.message).toBe(
      'validation.passwordsNotSame',
    );
    expect(ResetPasswordConfirmFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }).error?.issues[0]?.message).toBe(
      'validation.passwordRequirement',
    );
  });
  it('validates the confirm and activation payloads', () => {
    expect(ResetPasswordConfirmPayloadSchema.safeParse({ username: 'a@b.pl', password: 'Abcdef1!', token: 't' }).success).toBe(true);
    expect(ResetPasswordConfirmPayloadSchema.safeParse({ username: 'a@b.pl', password: 'Abcdef1!', token: '' }).success).toBe(false);
    expect(ActivateAccountPayloadSchema.safeParse({ token: 'x', password: 'Abcdef1!' }).success).toBe(true);
    // The activation confirms the password: a token alone activates nothing.
    expect(ActivateAccountPayloadSchema.safeParse({ token: 'x' }).success).toBe(false);
    expect(ActivateAccountPayloadSchema.safeParse({ token: 'x', password: 'weak' }).error?.issues[0]?.message).toBe('validation.passwordRequirement');
    expect(ActivateAccountPayloadSchema.safeParse({}).success).toBe(false);
    expect(ActivateAccountFormSchema.safeParse({ password: '' }).error?.issues[0]?.message).toBe('validation.fillOutAllFields');
  });
});
