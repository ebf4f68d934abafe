import { fireEvent, render, screen } from '@testing-library/react';
import { AppRoot, addTranslations, cartReplaced, loggedIn, makeStore, type Cart } from '@inercise/shared';
import { createI18n } from '@inercise/shared/testing';
import { accountTranslations } from '../i18n/accountTranslations';
import { answer, mockApi } from '../testing/apiMock';
import { emptyServerCart } from '../testing/fixtures';
import UserPanel from './UserPanel';

/** The fragment as the header renders it: outside any router. */
function renderPanel(options: { loggedIn: boolean; language?: 'en' | 'pl' }) {
  const { store } = makeStore();
  if (options.loggedIn) {
    store.dispatch(loggedIn({ accessToken: 'jwt', email: 'anna@example.com' }));
    store.dispatch(cartReplaced({ ...emptyServerCart, id: 5 } as unknown as Cart));
  }
  const i18n = createI18n(options.language ?? 'en');
  addTranslations('account', accountTranslations, i18n);
  render(
    <AppRoot name="test" store={store} i18n={i18n}>
      <UserPanel />
    </AppRoot>,
  );
  return store;
}

describe('UserPanel', () => {
  it('offers login and join us to a visitor', () => {
    renderPanel({ loggedIn: false, language: 'pl' });
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/pl/login');
    expect(screen.getByRole('link', { name: 'Dołącz do nas' })).toHaveAttribute('href', '/pl/register-user');
  });

  it('greets a customer and links to the orders and to deleting the account', () => {
    renderPanel({ loggedIn: true });
    expect(screen.getByText('Hello, anna@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/en/user-order');
    expect(screen.getByRole('link', { name: 'Delete account' })).toHaveAttribute('href', '/en/profile/edit');
  });

  it('offers a visitor no account deletion', () => {
    renderPanel({ loggedIn: false });
    expect(screen.queryByRole('link', { name: 'Delete account' })).toBeNull();
  });

  it('sends the reset link to the customer and says so', async () => {
    const calls = mockApi({ 'POST /users/reset-password': answer(200, { message: 'sent' }) });
    renderPanel({ loggedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a link to change your password to your e-mail.');
    expect(calls).toEqual([expect.objectContaining({ path: '/users/reset-password', body: { username: 'anna@example.com' } })]);
  });

  it('says when the reset link could not be sent', async () => {
    mockApi({ 'POST /users/reset-password': answer(500) });
    renderPanel({ loggedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('logs out: auth and cart cleared', () => {
    const store = renderPanel({ loggedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().cart.id).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
