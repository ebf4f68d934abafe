import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, networkError, renderWithShop, reply, type Routes } from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { ResetPasswordPage } from './ResetPasswordPage';

const link = '/en/reset-password?username=anna%40example.com&token=tok123';
const open = (routes: Routes = {}, route = link) => {
  const api = fakeApi(routes);
  const view = renderWithShop(<ResetPasswordPage />, { route, path: '/:lang/reset-password', translations: { account: accountTranslations } });
  return { api, ...view };
};

function fillIn(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('draws a new password pair, the rule read with the first, and keeps the rule under an error', () => {
    open();
    for (const label of ['New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
    const rule = 'At least 8 characters, with a lowercase and an uppercase letter, a digit and a special character.';
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(rule);
    fillIn('', 'Mocniej2?');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(`Please fill out all fields. ${rule}`);
  });

  it('asks for both fields', () => {
    const { api } = open();
    fillIn('', '');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please fill out all fields.', 'Please fill out all fields.']);
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('says when the passwords are not identical', () => {
    open();
    fillIn('Trening1!', 'Trening2!');
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords are not identical.');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
  });

  it('asks for the password rule the account is protected by', () => {
    open();
    fillIn('weakpass', 'weakpass');
    expect(screen.getByRole('alert')).toHaveTextContent('The password needs 8 to 255 characters');
  });

  it('sends the username, token and new password, then shows the success screen', async () => {
    const { api } = open({ 'POST /users/reset-password/confirm': reply(200, { message: 'passwordChanged' }) });
    fillIn('Mocniej2?', 'Mocniej2?');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toHaveFocus();
    expect(screen.getByText('Your password has been changed. Use your new password to log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/en');
    expect(api.calls).toEqual([
      expect.objectContaining({ path: '/users/reset-password/confirm', body: { username: 'anna@example.com', token: 'tok123', password: 'Mocniej2?' } }),
    ]);
  });

  it.each([
    ['400 invalidToken', reply(400, { message: 'invalidToken', field: 'token' })],
    ['500', reply(500)],
    ['no answer at all', networkError()],
  ])('says something went wrong for %s', async (_, answer) => {
    open({ 'POST /users/reset-password/confirm': answer });
    fillIn('Mocniej2?', 'Mocniej2?');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('fails a link without token, in Polish, without asking the server', async () => {
    const { api } = open({}, '/pl/reset-password?username=anna%40example.com');
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: 'Mocniej2?' } });
    fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'Mocniej2?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coś poszło nie tak.');
    expect(api.calls).toHaveLength(0);
  });
});
