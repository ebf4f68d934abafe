import { fireEvent, screen, waitFor } from '@testing-library/react';
import { eventBus, trackInShopHistory } from '@inercise/shared';
import {
  aUser,
  fakeApi,
  networkError,
  renderWithShop,
  reply,
  resetInShopHistory,
  type RouteKey,
  type Routes,
  type ShopOptions,
} from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { LoginPage } from './LoginPage';

const open = (routes: Routes = {}, options: ShopOptions = {}) => {
  const api = fakeApi(routes);
  const view = renderWithShop(<LoginPage />, {
    route: '/en/login',
    path: '/:lang/login',
    translations: { account: accountTranslations },
    ...options,
  });
  return { api, ...view };
};

function fillIn(email: string, password: string, labels = { email: 'E-mail', password: 'Password', submit: 'Log in' }) {
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

const loginRoutes = (login: Routes[RouteKey]): Routes => ({
  'POST /users/login': login,
  'GET /users/current-user': aUser(),
});

beforeEach(() => resetInShopHistory());

describe('LoginPage validation', () => {
  it('draws the e-mail and the password as browsers and phones expect (the saved login offered)', () => {
    open();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it.each([
    ['both fields empty', '', '', 'E-mail'],
    ['an empty password', 'anna@example.com', '', 'Password'],
    ['an e-mail without a domain', 'anna@', 'Trening1!', 'E-mail'],
    ['an e-mail the strict pattern refuses (no letters-only top-level domain)', 'anna@example.c0m', 'Trening1!', 'E-mail'],
    ['an e-mail with a space', 'anna kowalska@example.com', 'Trening1!', 'E-mail'],
  ])('%s gives the fill-out-all-fields text, tied to the field, which gets the focus', (_, email, password, focused) => {
    const { api } = open();
    fillIn(email, password);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill out all fields.');
    const field = screen.getByLabelText(focused);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', alert.id);
    expect(api.calls).toHaveLength(0);
  });
});

describe('LoginPage answers', () => {
  it.each([
    [403, 'Wrong e-mail or password.'],
    [404, 'Wrong e-mail or password.'],
    [409, 'Your account is not active yet. Check your e-mail and open the activation link we sent you.'],
    [400, 'Something went wrong. Please try again.'],
    [429, 'Something went wrong. Please try again.'],
    [500, 'Something went wrong. Please try again.'],
  ])('status %i says: %s', async (status, text) => {
    const { store, location } = open(loginRoutes(reply(status, { message: 'x', field: null })));
    fillIn('anna@example.com', 'Trening1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(location().pathname).toBe('/en/login');
  });

  it('no answer at all says something went wrong', async () => {
    open(loginRoutes(networkError()));
    fillIn('anna@example.com', 'Trening1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('says the Polish texts on the Polish page', async () => {
    open(loginRoutes(reply(409, { message: 'accountInactive', field: null })), { route: '/pl/login' });
    fillIn('anna@example.com', 'Trening1!', { email: 'E-mail', password: 'Hasło', submit: 'Zaloguj się' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Twoje konto nie jest jeszcze aktywne.');
  });
});

describe('LoginPage with an account not active yet', () => {
  it('sends the activation link again for the e-mail typed, and says so', async () => {
    const { api } = open({ ...loginRoutes(reply(409, { message: 'accountInactive', field: null })), 'POST /users/resend-activation': reply(200, { message: 'activationMailSentIfInactive' }) });
    fillIn(' anna@example.com ', 'Trening1!');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the activation link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If this account is not active yet, a new activation link is on its way to your e-mail.');
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/users/resend-activation', body: { emailAddress: 'anna@example.com' } });
    expect(screen.queryByRole('button', { name: 'Send the activation link again' })).toBeNull();
  });

  it('says in Polish when the link could not be sent, and lets the shopper try again', async () => {
    open({ ...loginRoutes(reply(409, { message: 'accountInactive', field: null })), 'POST /users/resend-activation': reply(429, { message: 'tooManyRequests', field: null }) }, { route: '/pl/login' });
    fillIn('anna@example.com', 'Trening1!', { email: 'E-mail', password: 'Hasło', submit: 'Zaloguj się' });
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij link aktywacyjny ponownie' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Nie udało się wysłać linku. Spróbuj ponownie za minutę.'));
    expect(screen.getByRole('button', { name: 'Wyślij link aktywacyjny ponownie' })).toBeEnabled();
  });
});

describe('LoginPage success', () => {
  it('keeps the token, loads the user, tells the other teams and goes home without an earlier shop page', async () => {
    const { api, store, location } = open(
      loginRoutes(reply(200, { access_token: 'jwt', expiresIn: 60 }, { headers: { access_token: 'jwt-from-header' } })),
    );
    const heard: string[] = [];
    const off = eventBus.on('auth:loggedIn', ({ email }) => heard.push(email));
    fillIn(' anna@example.com ', 'Trening1!');
    await waitFor(() => expect(location().pathname).toBe('/en'));
    off();
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/users/login', body: { username: 'anna@example.com', password: 'Trening1!' } });
    // The cart is the cart team's: it hears auth:loggedIn (useCartSession); the login itself asks for the user only.
    expect(api.calls.slice(1).map((call) => [call.method, call.path, call.headers.authorization])).toEqual([
      ['GET', '/users/current-user', 'Bearer jwt-from-header'],
    ]);
    expect(heard).toEqual(['anna@example.com']);
    expect(store.getState().auth).toMatchObject({ accessToken: 'jwt-from-header', email: 'anna@example.com', user: { id: 7 } });
  });

  it('goes back one page when the shopper came from another page of the shop', async () => {
    window.history.pushState(null, '', '/en/shop');
    trackInShopHistory();
    window.history.pushState(null, '', '/en/login');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    const { location } = open(loginRoutes(reply(200, { access_token: 'jwt', expiresIn: 900 }, { headers: { access_token: 'jwt' } })), { history: ['/en/shop'] });
    fillIn('anna@example.com', 'Trening1!');
    await waitFor(() => expect(location().pathname).toBe('/en/shop'));
  });

  it('goes home after coming from the activation page, even with earlier pages', async () => {
    window.history.pushState(null, '', '/pl/shop');
    trackInShopHistory();
    window.history.pushState(null, '', '/pl/activate-account');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    const { location } = open(loginRoutes(reply(200, { access_token: 'jwt', expiresIn: 900 }, { headers: { access_token: 'jwt' } })), {
      route: '/pl/login',
      history: ['/pl/activate-account'],
      state: { fromActivation: true },
    });
    fillIn('anna@example.com', 'Trening1!', { email: 'E-mail', password: 'Hasło', submit: 'Zaloguj się' });
    await waitFor(() => expect(location().pathname).toBe('/pl'));
  });
});

describe('LoginPage links and the reset-request view', () => {
  it('joins us at /register-user', () => {
    open();
    expect(screen.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/en/register-user');
  });

  it('swaps in the reset view, sends a strict e-mail and goes home', async () => {
    const { api, location } = open({ 'POST /users/reset-password': reply(200, { message: 'sent' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/users/reset-password', body: { username: 'anna@example.com' } })]);
  });

  it.each(['', 'anna@', 'anna@example.c0m'])('sends nothing for %p and still goes home', async (email) => {
    const { api, location } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(api.calls).toHaveLength(0);
  });

  it('goes home even when the reset request fails', async () => {
    const { location } = open({ 'POST /users/reset-password': reply(500) });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
  });

  it('offers the saved login in the reset view and sends the address without the spaces around it', async () => {
    const { api, location } = open({ 'POST /users/reset-password': reply(200, { message: 'sent' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('autocomplete', 'username');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' anna@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(api.calls).toEqual([expect.objectContaining({ body: { username: 'anna@example.com' } })]);
  });

  it('comes back to the login form', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});
