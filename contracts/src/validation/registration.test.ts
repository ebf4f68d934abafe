import { RegistrationFormSchema, RegistrationPayloadSchema } from './registration';

const valid = { emailAddress: 'jan@example.com', password: 'Abcdef1!', confirmPassword: 'Abcdef1!', newsletter: true };
const firstMessage = (value: unknown) => RegistrationFormSchema.safeParse(value).error?.issues[0];

describe('registration', () => {
  it('accepts a valid form', () => {
    expect(RegistrationFormSchema.safeParse(valid).success).toBe(true);
    expect(RegistrationPayloadSchema.safeParse({ emailAddress: 'a@b.cd', password: 'Abcdef1!' }).success).toBe(true);
  });
  it('requires all fields', () => {
    expect(firstMessage({ ...valid, emailAddress: '' })).toMatchObject({ message: 'validation.fillOutAllFields', path: ['emailAddress'] });
    expect(firstMessage({ ...valid, confirmPassword: undefined })?.message).toBe('validation.fillOutAllFields');
  });
  it('checks the e-mail, the password rule and the match', () => {
    expect(firstMessage({ ...valid, emailAddress: 'nope' })?.message).toBe('validation.emailIncorrect');
    expect(firstMessage({ ...valid, password: 'weak', confirmPassword: 'weak' })?.message).toBe('validation.passwordRequirement');
    expect(firstMessage({ ...valid, confirmPassword: 'Abcdef1?' })).toMatchObject({
      message: 'validation.passwordsNotSame',
      path: ['confirmPassword'],
    });
  });
});
