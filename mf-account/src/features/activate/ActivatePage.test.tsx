import { StrictMode } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, mockApi } from '../../testing/apiMock';
import { renderPage } from '../../testing/renderPage';
import { ActivatePage } from './ActivatePage';

const open = (route: string, language: 'en' | 'pl' = 'en') =>
  renderPage(
    <StrictMode>
      <ActivatePage />
    </StrictMode>,
    '/:lang/activate-account',
    { route, language },
  );

describe('ActivatePage', () => {
  it('activates once with the token of the link, even under StrictMode', async () => {
    const calls = mockApi({ 'POST /users/activate-account': answer(200, { message: 'accountActivated' }) });
    open('/en/activate-account?token=abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Activating your account…');
    expect(await screen.findByText('Your account is activated. You can log in now.')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/users/activate-account', body: { token: 'abc123' } })]);
  });

  it('says something went wrong without a token, and asks nothing', () => {
    const calls = mockApi({});
    open('/en/activate-account');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(calls).toHaveLength(0);
  });

  it.each([[answer(400, { message: 'invalidToken', field: 'token' })], [answer(500)], ['network' as const]])(
    'says something went wrong for %p',
    async (reply) => {
      mockApi({ 'POST /users/activate-account': reply });
      open('/en/activate-account?token=used');
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    },
  );

  it('offers home and login; login from here then goes home', async () => {
    mockApi({ 'POST /users/activate-account': answer(200, { message: 'accountActivated' }) });
    open('/pl/activate-account?token=abc', 'pl');
    await screen.findByText('Twoje konto jest aktywne. Możesz się już zalogować.');
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/pl');
    fireEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pl/login'));
  });
});
