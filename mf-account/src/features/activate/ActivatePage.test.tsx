import { StrictMode } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, networkError, renderWithShop, reply, type Routes } from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { ActivatePage } from './ActivatePage';

const open = (route: string, routes: Routes = {}) => {
  const api = fakeApi(routes);
  const view = renderWithShop(
    <StrictMode>
      <ActivatePage />
    </StrictMode>,
    { route, path: '/:lang/activate-account', translations: { account: accountTranslations } },
  );
  return { api, ...view };
};

const activated = { 'POST /users/activate-account': reply(200, { message: 'accountActivated' }) } satisfies Routes;

const activateWith = (password: string, { label = 'Your password', button = 'Activate account' } = {}) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: button }));
};

describe('ActivatePage', () => {
  it('asks for the password first and sends nothing until it is confirmed, even under StrictMode', async () => {
    const { api } = open('/en/activate-account?token=abc123', activated);
    expect(screen.getByText(/type the password you chose when registering, or choose a new one/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    activateWith('Trening1!');
    expect(await screen.findByText('Your account is activated. You can log in now.')).toBeInTheDocument();
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/users/activate-account', body: { token: 'abc123', password: 'Trening1!' } })]);
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
  });

  it('checks the password in the browser: empty or weak is said at the field, nothing sent', async () => {
    const { api } = open('/en/activate-account?token=abc123', activated);
    fireEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByText('Please fill out all fields.')).toBeInTheDocument();
    activateWith('weak');
    expect(await screen.findByText(/The password needs 8 to 255 characters/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server refusing the password at the field, in Polish too', async () => {
    open('/pl/activate-account?token=abc', { 'POST /users/activate-account': reply(400, { message: 'validation.passwordRequirement', field: 'password' }) });
    activateWith('Trening1!', { label: 'Twoje hasło', button: 'Aktywuj konto' });
    expect(await screen.findByText(/Hasło musi mieć od 8 do 255 znaków/)).toBeInTheDocument();
    expect(screen.getByLabelText('Twoje hasło')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says something went wrong without a token, and asks nothing', () => {
    const { api } = open('/en/activate-account');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['400 invalidToken', reply(400, { message: 'invalidToken', field: 'token' })],
    ['500', reply(500)],
    ['no answer at all', networkError()],
  ])('says something went wrong for %s', async (_, answer) => {
    open('/en/activate-account?token=used', { 'POST /users/activate-account': answer });
    activateWith('Trening1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('offers home and login; login from here then goes home', async () => {
    const { location } = open('/pl/activate-account?token=abc', activated);
    activateWith('Trening1!', { label: 'Twoje hasło', button: 'Aktywuj konto' });
    await screen.findByText('Twoje konto jest aktywne. Możesz się już zalogować.');
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/pl');
    fireEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    await waitFor(() => expect(location().pathname).toBe('/pl/login'));
    // What makes the login page go home afterwards rather than back here.
    expect(location().state).toEqual({ fromActivation: true });
  });
});
