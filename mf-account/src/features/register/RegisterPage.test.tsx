import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, networkError, renderWithShop, reply, type Routes } from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { RegisterPage } from './RegisterPage';

const open = (routes: Routes = {}, language: 'en' | 'pl' = 'en') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<RegisterPage />, {
    route: `/${language}/register-user`,
    path: '/:lang/register-user',
    translations: { account: accountTranslations },
  });
  return { api, ...view };
};

function fillIn(form: { email: string; password: string; confirm: string }) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: form.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: form.password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: form.confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

const valid = { email: 'anna@example.com', password: 'Trening1!', confirm: 'Trening1!' };
const registered = { 'POST /users': reply(201, { id: 1, emailAddress: 'anna@example.com' }) } satisfies Routes;

/** The error under a field, read through its aria-describedby (as a screen reader would). */
function errorOf(label: string): string | null {
  const field = screen.getByLabelText(label);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? document.getElementById(ids[0]!)!.textContent : null;
}

describe('RegisterPage validation', () => {
  it('draws a new e-mail and a new password pair, the rule read with the password', () => {
    open();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    for (const label of ['Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters, with a lowercase and an uppercase letter, a digit and a special character.',
    );
  });

  it('asks for every field and focuses the first one', () => {
    const { api } = open();
    fillIn({ email: '', password: '', confirm: '' });
    expect(errorOf('E-mail')).toBe('Please fill out all fields.');
    expect(errorOf('Password')).toBe('Please fill out all fields.');
    expect(errorOf('Confirm password')).toBe('Please fill out all fields.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);
  });

  it.each(['anna', 'anna@example', 'anna @example.com', '@example.com'])('refuses the e-mail %p', (email) => {
    open();
    fillIn({ ...valid, email });
    expect(errorOf('E-mail')).toBe('The e-mail address is incorrect.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it.each([
    ['7 characters', 'Tren1!x'],
    ['no lowercase letter', 'TRENING1!'],
    ['no uppercase letter', 'trening1!'],
    ['no digit', 'Trening!!'],
    ['no special character', 'Trening11'],
    ['256 characters', `Aa1!${'x'.repeat(252)}`],
  ])('refuses a password with %s', (_, password) => {
    open();
    fillIn({ ...valid, password, confirm: password });
    expect(errorOf('Password')).toBe(
      'The password needs 8 to 255 characters with a lowercase letter, an uppercase letter, a digit and a special character.',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('accepts 8 and 255 characters', async () => {
    const { api } = open(registered);
    const longest = `Aa1!${'x'.repeat(251)}`;
    fillIn({ ...valid, password: longest, confirm: longest });
    expect(await screen.findByRole('heading', { name: 'Thank you for registering' })).toBeInTheDocument();
    expect(api.calls[0]!.body).toMatchObject({ password: longest });
  });

  it('says when the passwords are not the same', () => {
    open();
    fillIn({ ...valid, confirm: 'Trening2!' });
    expect(errorOf('Confirm password')).toBe('The passwords are not the same.');
    expect(errorOf('Password')).toBeNull();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
  });

  it('speaks Polish on the Polish page', () => {
    open({}, 'pl');
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'Trening1!' } });
    fireEvent.change(screen.getByLabelText('Powtórz hasło'), { target: { value: 'Trening2!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(screen.getByText('Hasła nie są takie same.')).toBeInTheDocument();
    expect(screen.getByText('Wypełnij wszystkie pola.')).toBeInTheDocument();
  });
});

describe('RegisterPage sending', () => {
  // Consent is given by ticking, never by leaving a ticked box alone (docs/product-rules.md, "Prices that tell the
  // truth, consent asked").
  it.each([
    ['en', /newsletter/],
    ['pl', /newsletter/],
  ] as const)('starts with the newsletter box unticked (%s)', (language, name) => {
    open(registered, language);
    expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
  });

  it('sends newsletter false when the box is left alone', async () => {
    const { api } = open(registered);
    fillIn(valid);
    await screen.findByRole('heading', { name: 'Thank you for registering' });
    expect(api.calls[0]!.body).toEqual({ emailAddress: 'anna@example.com', password: 'Trening1!', newsletter: false });
  });

  it('sends the newsletter choice when ticked, and shows the success screen', async () => {
    const { api } = open(registered);
    fireEvent.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    expect(screen.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
    fillIn({ ...valid, email: ' anna@example.com ' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for registering' })).toHaveFocus();
    expect(screen.getByText('We have sent an activation link to your e-mail. Open it to activate your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/en');
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/users', body: { emailAddress: 'anna@example.com', password: 'Trening1!', newsletter: true } }),
    ]);
  });

  it.each([
    ['400 userExists', reply(400, { message: 'userExists', field: 'emailAddress' }), 'An account with this e-mail address already exists.'],
    ['500', reply(500), 'Registration failed. Please try again later.'],
    ['429', reply(429), 'Registration failed. Please try again later.'],
    ['no answer at all', networkError(), 'Registration failed. Please try again later.'],
  ])('the answer %s says %s', async (_, answer, text) => {
    open({ 'POST /users': answer });
    fillIn(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('ties "already exists" to the e-mail field, focuses it, and clears it when the address is edited', async () => {
    open({ 'POST /users': reply(400, { message: 'userExists', field: 'emailAddress' }) });
    fillIn(valid);
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this e-mail address already exists.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    fireEvent.change(email, { target: { value: 'someone.else@example.com' } });
    expect(screen.queryByText('An account with this e-mail address already exists.')).not.toBeInTheDocument();
  });

  it('links to login for those who have an account', () => {
    open();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
  });
});
