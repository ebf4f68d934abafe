import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aServerCart, aUser, fakeApi, networkError, renderWithShop, reply, type Routes, type ShopOptions } from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { DeleteAccountPage } from './DeleteAccountPage';

/** A customer with a server cart; an older session may never have loaded its user. */
const customer = ({ withUser }: { withUser: boolean }): ShopOptions => ({
  loggedIn: withUser ? true : { user: null },
  preloadedState: { cart: aServerCart({ id: 12, user: null }) },
});

const open = (routes: Routes, who: ShopOptions = {}) => {
  // The page also lists where the customer is logged in (features/sessions, tested on its own).
  const api = fakeApi({ 'GET /users/sessions': [], ...routes });
  const view = renderWithShop(<DeleteAccountPage />, {
    route: `/${who.language ?? 'en'}/profile/edit`,
    path: '/:lang/profile/edit',
    translations: { account: accountTranslations },
    ...who,
  });
  return { api, ...view };
};

const typePassword = (password: string) => fireEvent.change(screen.getByLabelText('Your password, to confirm it is you'), { target: { value: password } });

describe('DeleteAccountPage', () => {
  it('sends a visitor to /login', () => {
    const { api, location } = open({});
    expect(location().pathname).toBe('/en/login');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the title, what it means and the button', async () => {
    open({}, customer({ withUser: true }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Where you are logged in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeInTheDocument();
    expect(screen.getByText(/This cannot be undone/)).toBeInTheDocument();
  });

  it('deletes the account of the logged-in user once the password is typed again, logs out, clears the cart and goes home', async () => {
    const { api, store, location } = open({ 'DELETE /users/7': reply(204) }, customer({ withUser: true }));
    expect(store.getState().cart.id).toBe(12);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill out all fields.');
    expect(screen.getByLabelText('Your password, to confirm it is you')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    typePassword('Trening1!');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(api.calls.filter((call) => call.path !== '/users/sessions')).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/users/7', headers: expect.objectContaining({ authorization: 'Bearer jwt' }), body: { password: 'Trening1!' } }),
    ]);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().cart.id).toBeNull();
  });

  it('asks who the user is when the session never loaded it', async () => {
    const { api, location } = open({ 'GET /users/current-user': aUser(), 'DELETE /users/7': reply(204) }, customer({ withUser: false }));
    typePassword('Trening1!');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(api.calls.map((call) => call.key).filter((key) => key !== 'GET /users/sessions')).toEqual(['GET /users/current-user', 'DELETE /users/7']);
  });

  it.each([
    ['403', reply(403)],
    ['500', reply(500)],
    ['no answer at all', networkError()],
  ])('on failure (%s) says so and keeps the session', async (_, answer) => {
    const { store, location } = open({ 'DELETE /users/7': answer }, customer({ withUser: true }));
    typePassword('Trening1!');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not delete your account. Please try again, or contact our support.');
    expect(store.getState().auth.accessToken).toBe('jwt');
    expect(location().pathname).toBe('/en/profile/edit');
  });

  it('says a wrong password plainly, in the page\'s language, and keeps the account', async () => {
    const { store, location } = open({ 'DELETE /users/7': reply(403, { message: 'wrongPassword', field: 'password' }) }, { ...customer({ withUser: true }), language: 'pl' });
    fireEvent.change(await screen.findByLabelText('Twoje hasło, aby potwierdzić, że to Ty'), { target: { value: 'Zle-haslo1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Usuń moje konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To nie jest Twoje hasło. Spróbuj ponownie.');
    expect(store.getState().auth.accessToken).toBe('jwt');
    expect(location().pathname).toBe('/pl/profile/edit');
  });
});
