import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aServerCart, fakeApi, renderWithShop, reply, type Routes, type ShopOptions } from '@inercise/shared/testing';
import { accountTranslations } from '../i18n/accountTranslations';
import UserPanel from './UserPanel';

/** A customer with a server cart. */
const customer: ShopOptions = { loggedIn: true, preloadedState: { cart: aServerCart({ id: 5, user: null }) } };

/** The fragment as the header renders it: outside any router. */
function renderPanel(who: ShopOptions, routes: Routes = {}) {
  const api = fakeApi(routes);
  const view = renderWithShop(<UserPanel />, { router: false, translations: { account: accountTranslations }, ...who });
  return { api, ...view };
}

describe('UserPanel', () => {
  it('offers login and join us to a visitor', () => {
    renderPanel({ language: 'pl' });
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/pl/login');
    expect(screen.getByRole('link', { name: 'Dołącz do nas' })).toHaveAttribute('href', '/pl/register-user');
  });

  it('greets a customer and links to the orders and to deleting the account', () => {
    renderPanel(customer);
    expect(screen.getByText('Hello, anna@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/en/user-order');
    expect(screen.getByRole('link', { name: 'Delete account' })).toHaveAttribute('href', '/en/profile/edit');
  });

  it('offers a visitor no account deletion', () => {
    renderPanel({});
    expect(screen.queryByRole('link', { name: 'Delete account' })).toBeNull();
  });

  it('sends the reset link to the customer and says so', async () => {
    const { api } = renderPanel(customer, { 'POST /users/reset-password': reply(200, { message: 'sent' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a link to change your password to your e-mail.');
    expect(api.calls).toEqual([expect.objectContaining({ path: '/users/reset-password', body: { username: 'anna@example.com' } })]);
  });

  it('says when the reset link could not be sent', async () => {
    renderPanel(customer, { 'POST /users/reset-password': reply(500) });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('links to where the customer is logged in', () => {
    renderPanel(customer);
    expect(screen.getByRole('link', { name: 'Where you are logged in' })).toHaveAttribute('href', '/en/profile/edit');
  });

  it('logs out: the API ends the session (clearing its cookie), then auth and cart are cleared', async () => {
    const { store, api } = renderPanel(customer, { 'POST /users/logout': reply(204) });
    expect(store.getState().cart.id).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls.map((call) => [call.key, call.headers.authorization, call.credentials])).toEqual([['POST /users/logout', 'Bearer jwt', 'include']]);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().cart.id).toBeNull();
  });

  it('logs out here even when the API cannot be reached', async () => {
    const { store } = renderPanel(customer, { 'POST /users/logout': reply(503) });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.accessToken).toBeNull());
    expect(store.getState().cart.id).toBeNull();
  });
});
