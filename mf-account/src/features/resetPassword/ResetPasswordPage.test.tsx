import { fireEvent, screen } from '@testing-library/react';
import { answer, mockApi } from '../../testing/apiMock';
import { renderPage } from '../../testing/renderPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const link = '/en/reset-password?username=anna%40example.com&token=tok123';
const open = (route = link, language: 'en' | 'pl' = 'en') =>
  renderPage(<ResetPasswordPage />, '/:lang/reset-password', { route, language });

function fillIn(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('asks for both fields', () => {
    const calls = mockApi({});
    open();
    fillIn('', '');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please fill out all fields.', 'Please fill out all fields.']);
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('says when the passwords are not identical', () => {
    mockApi({});
    open();
    fillIn('Trening1!', 'Trening2!');
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords are not identical.');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
  });

  it('asks for the password rule the account is protected by', () => {
    mockApi({});
    open();
    fillIn('weakpass', 'weakpass');
    expect(screen.getByRole('alert')).toHaveTextContent('The password needs 8 to 255 characters');
  });

  it('sends the username, token and new password, then shows the success screen', async () => {
    const calls = mockApi({ 'POST /users/reset-password/confirm': answer(200, { message: 'passwordChanged' }) });
    open();
    fillIn('Mocniej2?', 'Mocniej2?');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toHaveFocus();
    expect(screen.getByText('Your password has been changed. Use your new password to log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/en');
    expect(calls).toEqual([
      expect.objectContaining({ path: '/users/reset-password/confirm', body: { username: 'anna@example.com', token: 'tok123', password: 'Mocniej2?' } }),
    ]);
  });

  it.each([[answer(400, { message: 'invalidToken', field: 'token' })], [answer(500)], ['network' as const]])(
    'says something went wrong for %p',
    async (reply) => {
      mockApi({ 'POST /users/reset-password/confirm': reply });
      open();
      fillIn('Mocniej2?', 'Mocniej2?');
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    },
  );

  it('fails a link without token, in Polish, without asking the server', () => {
    const calls = mockApi({});
    open('/pl/reset-password?username=anna%40example.com', 'pl');
    fireEvent.change(screen.getByLabelText('Nowe hasło'), { target: { value: 'Mocniej2?' } });
    fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'Mocniej2?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Coś poszło nie tak.');
    expect(calls).toHaveLength(0);
  });
});
