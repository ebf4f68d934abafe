import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cartReplaced, loggedIn, makeStore, userLoaded, type Cart } from '@inercise/shared';
import { answer, mockApi } from '../../testing/apiMock';
import { customer, emptyServerCart } from '../../testing/fixtures';
import { renderPage } from '../../testing/renderPage';
import { DeleteAccountPage } from './DeleteAccountPage';

function openLoggedIn(options: { withUser: boolean }) {
  const { store } = makeStore();
  store.dispatch(loggedIn({ accessToken: 'jwt', email: 'anna@example.com' }));
  if (options.withUser) store.dispatch(userLoaded(customer));
  store.dispatch(cartReplaced({ ...emptyServerCart, id: 12 } as unknown as Cart));
  return renderPage(<DeleteAccountPage />, '/:lang/profile/edit', { route: '/en/profile/edit', store });
}

describe('DeleteAccountPage', () => {
  it('sends a visitor to /login', () => {
    renderPage(<DeleteAccountPage />, '/:lang/profile/edit', { route: '/en/profile/edit' });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/login');
  });

  it('shows the title, what it means and the button', () => {
    openLoggedIn({ withUser: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeInTheDocument();
    expect(screen.getByText(/This cannot be undone/)).toBeInTheDocument();
  });

  it('deletes the account of the logged-in user, logs out, clears the cart and goes home', async () => {
    const calls = mockApi({ 'DELETE /users/7': answer(204) });
    const { store } = openLoggedIn({ withUser: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/users/7', authorization: 'Bearer jwt' })]);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().cart.id).toBeNull();
  });

  it('asks who the user is when the session never loaded it', async () => {
    const calls = mockApi({ 'GET /users/current-user': answer(200, customer), 'DELETE /users/7': answer(204) });
    openLoggedIn({ withUser: false });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /users/current-user', 'DELETE /users/7']);
  });

  it.each([[answer(403)], [answer(500)], ['network' as const]])('on failure %p says so and keeps the session', async (reply) => {
    mockApi({ 'DELETE /users/7': reply });
    const { store } = openLoggedIn({ withUser: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not delete your account. Please try again, or contact our support.');
    expect(store.getState().auth.accessToken).toBe('jwt');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/profile/edit');
  });
});
