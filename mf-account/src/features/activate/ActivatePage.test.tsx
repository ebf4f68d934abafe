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

describe('ActivatePage', () => {
  it('activates once with the token of the link, even under StrictMode', async () => {
    const { api } = open('/en/activate-account?token=abc123', activated);
    expect(screen.getByRole('status')).toHaveTextContent('Activating your account…');
    expect(await screen.findByText('Your account is activated. You can log in now.')).toBeInTheDocument();
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/users/activate-account', body: { token: 'abc123' } })]);
  });

  it('says something went wrong without a token, and asks nothing', () => {
    const { api } = open('/en/activate-account');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['400 invalidToken', reply(400, { message: 'invalidToken', field: 'token' })],
    ['500', reply(500)],
    ['no answer at all', networkError()],
  ])('says something went wrong for %s', async (_, answer) => {
    open('/en/activate-account?token=used', { 'POST /users/activate-account': answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('offers home and login; login from here then goes home', async () => {
    const { location } = open('/pl/activate-account?token=abc', activated);
    await screen.findByText('Twoje konto jest aktywne. Możesz się już zalogować.');
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/pl');
    fireEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    await waitFor(() => expect(location().pathname).toBe('/pl/login'));
    // What makes the login page go home afterwards rather than back here.
    expect(location().state).toEqual({ fromActivation: true });
  });
});
