import { act, fireEvent, render, screen } from '@testing-library/react';
import { DonePanel, EmailField, PasswordPair, passwordProblemKey, useFormValues } from './forms';

type Values = { email: string; password: string; confirmPassword: string };

const texts: Record<string, string> = {
  rule: 'The password needs 8 to 255 characters.',
  mismatch: 'The passwords are not the same.',
  missing: 'Please fill out all fields.',
};

/** Checks as the shared schemas place their problems: a missing value under it, the mismatch under the repetition. */
function check(values: Values) {
  const issues: { path: string[]; message: string }[] = [];
  if (!values.email) issues.push({ path: ['email'], message: 'missing' });
  if (!values.password) issues.push({ path: ['password'], message: 'missing' });
  else if (values.password.length < 8) issues.push({ path: ['password'], message: 'rule' });
  if (values.password !== values.confirmPassword) issues.push({ path: ['confirmPassword'], message: 'mismatch' });
  return issues.length ? ({ success: false, error: { issues } } as const) : ({ success: true, data: values } as const);
}

function Probe({ send }: { send: (values: Values) => Promise<void> }) {
  const form = useFormValues({ email: '', password: '', confirmPassword: '' }, (code) => texts[code] ?? code);
  return (
    <form ref={form.form} noValidate onSubmit={form.handleSubmit(check, send)}>
      <EmailField {...form.field('email')} label="E-mail" autoComplete="email" />
      <PasswordPair
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        hint="At least 8 characters."
      />
      <button type="submit">Register</button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('EmailField', () => {
  it('is an e-mail control with the e-mail keyboard and the autocomplete it is given', () => {
    render(<EmailField id="login-email" name="username" value="" onChange={() => {}} error={undefined} errorMessageId={undefined} label="E-mail" autoComplete="username" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('name', 'username');
  });
});

describe('PasswordPair', () => {
  it('draws two new-password controls, the rule read with the first', () => {
    render(<Probe send={async () => {}} />);
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    for (const control of [password, confirm]) {
      expect(control).toHaveAttribute('type', 'password');
      expect(control).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(password).toHaveAttribute('name', 'password');
    expect(confirm).toHaveAttribute('name', 'confirmPassword');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    expect(confirm).not.toHaveAttribute('aria-describedby');
  });

  it("shows the rule's error under the password, the mismatch under the repetition, and sends a matching pair", async () => {
    const send = jest.fn(async () => {});
    render(<Probe send={send} />);
    type('E-mail', 'ana@example.com');
    type('Password', 'short');
    type('Confirm password', 'other');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password needs 8 to 255 characters. At least 8 characters.');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The passwords are not the same.');
    type('Password', 'Long-enough1');
    type('Confirm password', 'Long-enough1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    expect(send).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'Long-enough1', confirmPassword: 'Long-enough1' }, expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("words the mismatch as the reset asks, other problems as they are", () => {
    expect(passwordProblemKey('validation.passwordsNotSame')).toBe('validation.passwordsNotSame');
    expect(passwordProblemKey('validation.passwordsNotSame', 'notIdentical')).toBe('validation.passwordsNotIdentical');
    expect(passwordProblemKey('validation.passwordRequirement', 'notIdentical')).toBe('validation.passwordRequirement');
  });
});

describe('DonePanel', () => {
  it('takes the focus on its heading and announces its text, with the way on below', () => {
    render(
      <DonePanel title="Password changed" action={<a href="/">Go to the homepage</a>}>
        Use your new password to log in.
      </DonePanel>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Password changed' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveTextContent('Use your new password to log in.');
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});
