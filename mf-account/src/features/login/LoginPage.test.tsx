import { fireEvent, screen, waitFor } from '@testing-library/react';
import { guestItemAdded, trackInShopHistory, type Product } from '@inercise/shared';
import { resetInShopHistory } from '@inercise/shared/testing';
import { customer as user, emptyServerCart as emptyCart } from '../../testing/fixtures';
import { answer, mockApi, type Answer } from '../../testing/apiMock';
import { renderPage } from '../../testing/renderPage';
import { LoginPage } from './LoginPage';


const open = (options: Partial<Parameters<typeof renderPage>[2]> = {}) =>
  renderPage(<LoginPage />, '/:lang/login', { route: '/en/login', ...options });

function fillIn(email: string, password: string, labels = { email: 'E-mail', password: 'Password', submit: 'Log in' }) {
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

const loginRoutes = (login: Answer): Record<string, Answer> => ({
  'POST /users/login': login,
  'GET /users/current-user': answer(200, user),
  'GET /cart': answer(200, emptyCart),
});

beforeEach(() => resetInShopHistory());

describe('LoginPage validation', () => {
  it.each([
    ['both fields empty', '', '', 'E-mail'],
    ['an empty password', 'anna@example.com', '', 'Password'],
    ['an e-mail without a domain', 'anna@', 'Trening1!', 'E-mail'],
    ['an e-mail the strict pattern refuses (no letters-only top-level domain)', 'anna@example.c0m', 'Trening1!', 'E-mail'],
    ['an e-mail with a space', 'anna kowalska@example.com', 'Trening1!', 'E-mail'],
  ])('%s gives the fill-out-all-fields text, tied to the field, which gets the focus', (_, email, password, focused) => {
    const calls = mockApi({});
    open();
    fillIn(email, password);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill out all fields.');
    const field = screen.getByLabelText(focused);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', alert.id);
    expect(calls).toHaveLength(0);
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
    mockApi(loginRoutes(answer(status, { message: 'x', field: null })));
    const { store } = open();
    fillIn('anna@example.com', 'Trening1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(store.getState().auth.accessToken).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/login');
  });

  it('no answer at all says something went wrong', async () => {
    mockApi(loginRoutes('network'));
    open();
    fillIn('anna@example.com', 'Trening1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('says the Polish texts on the Polish page', async () => {
    mockApi(loginRoutes(answer(409, { message: 'accountInactive', field: null })));
    open({ route: '/pl/login', language: 'pl' });
    fillIn('anna@example.com', 'Trening1!', { email: 'E-mail', password: 'Hasło', submit: 'Zaloguj się' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Twoje konto nie jest jeszcze aktywne.');
  });
});

describe('LoginPage success', () => {
  it('keeps the token, loads the user, syncs the cart and goes home without an earlier shop page', async () => {
    const calls = mockApi(loginRoutes(answer(200, { access_token: 'jwt', expiresIn: 60 }, { access_token: 'jwt-from-header' })));
    const { store } = open();
    fillIn(' anna@example.com ', 'Trening1!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/users/login', body: { username: 'anna@example.com', password: 'Trening1!' } });
    expect(calls.slice(1).map((call) => [call.method, call.path, call.authorization])).toEqual([
      ['GET', '/users/current-user', 'Bearer jwt-from-header'],
      ['GET', '/cart', 'Bearer jwt-from-header'],
    ]);
    const state = store.getState();
    expect(state.auth).toMatchObject({ accessToken: 'jwt-from-header', email: 'anna@example.com', user: { id: 7 } });
    expect(state.cart.id).toBe(3);
  });

  it('merges a guest cart into the server cart', async () => {
    const calls = mockApi({ ...loginRoutes(answer(200, {}, { access_token: 'jwt' })), 'PATCH /cart/merge': answer(200, emptyCart) });
    const rendered = open();
    const product = { id: 1, currentPrice: 8499, currentPriceEur: 1999 } as unknown as Product;
    rendered.store.dispatch(guestItemAdded({ product, selectedProperties: [], quantity: 1 } as never));
    fillIn('anna@example.com', 'Trening1!');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/cart/merge'));
  });

  it('goes back one page when the shopper came from another page of the shop', async () => {
    mockApi(loginRoutes(answer(200, {}, { access_token: 'jwt' })));
    window.history.pushState(null, '', '/en/shop');
    trackInShopHistory();
    window.history.pushState(null, '', '/en/login');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    open({ history: ['/en/shop'] });
    fillIn('anna@example.com', 'Trening1!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/shop'));
  });

  it('goes home after coming from the activation page, even with earlier pages', async () => {
    mockApi(loginRoutes(answer(200, {}, { access_token: 'jwt' })));
    trackInShopHistory();
    window.history.pushState(null, '', '/en/activate-account');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    open({ route: '/pl/login', language: 'pl', history: ['/pl/activate-account'], state: { fromActivation: true } });
    fillIn('anna@example.com', 'Trening1!', { email: 'E-mail', password: 'Hasło', submit: 'Zaloguj się' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pl$/));
  });
});

describe('LoginPage links and the reset-request view', () => {
  it('joins us at /register-user', () => {
    open();
    expect(screen.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/en/register-user');
  });

  it('swaps in the reset view, sends a strict e-mail and goes home', async () => {
    const calls = mockApi({ 'POST /users/reset-password': answer(200, { message: 'sent' }) });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/users/reset-password', body: { username: 'anna@example.com' } })]);
  });

  it.each(['', 'anna@', 'anna@example.c0m'])('sends nothing for %p and still goes home', async (email) => {
    const calls = mockApi({});
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(calls).toHaveLength(0);
  });

  it('goes home even when the reset request fails', async () => {
    mockApi({ 'POST /users/reset-password': answer(500) });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
  });

  it('comes back to the login form', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});
