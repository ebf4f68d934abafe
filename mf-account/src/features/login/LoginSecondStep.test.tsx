import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { aUser, fakeApi, renderWithShop, reply, resetInShopHistory, type Routes, installTurnstileStandIn, type TurnstileStandIn } from '@inercise/shared/testing';
import { accountTranslations } from '../../i18n/accountTranslations';
import { LoginPage } from './LoginPage';

const open = (routes: Routes, route = '/en/login') => {
  const api = fakeApi(routes);
  const view = renderWithShop(<LoginPage />, { route, path: '/:lang/login', translations: { account: accountTranslations } });
  return { api, ...view };
};

function fillIn(email: string, password: string, labels = { password: 'Password', submit: 'Log in' }) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(labels.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

/** Answers in turn, the last one from then on. */
const inTurn = (...answers: unknown[]) => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] as object;
};

const ownerLogin = reply(200, { access_token: 'owner-jwt', expiresIn: 60 }, { headers: { access_token: 'owner-jwt', 'second-factor': 'required' } });

beforeEach(() => resetInShopHistory());

describe('LoginPage for the owner with two-step login on', () => {
  it('asks for the code before logging in, says when it is wrong, and goes on once it passes', async () => {
    const { api, store, location } = open({
      'POST /users/login': ownerLogin,
      'POST /users/login/second-factor': inTurn(reply(400, { message: 'wrongSecondFactorCode', field: 'code' }), reply(200, { method: 'totp', recoveryCodesLeft: 10 })),
      'GET /users/current-user': aUser(),
    });
    fillIn('owner@example.com', 'Trening1!');
    expect(await screen.findByRole('heading', { name: 'Enter your login code' })).toBeVisible();
    expect(store.getState().auth.accessToken).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a code.');
    expect(api.calls).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Code from the app or a recovery code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This code is not valid. Enter the current code from your app, or an unused recovery code.')).toBeVisible();
    expect(store.getState().auth.accessToken).toBeNull();

    fireEvent.change(screen.getByLabelText('Code from the app or a recovery code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/en'));
    expect(api.calls.filter((call) => call.path === '/users/login/second-factor').map((call) => [call.body, call.headers.authorization])).toEqual([
      [{ code: '123456' }, 'Bearer owner-jwt'],
      [{ code: 'abcde-fghjk' }, 'Bearer owner-jwt'],
    ]);
    expect(store.getState().auth).toMatchObject({ accessToken: 'owner-jwt', email: 'owner@example.com' });
  });

  it('asks in Polish on the Polish page', async () => {
    open({ 'POST /users/login': ownerLogin, 'POST /users/login/second-factor': reply(400, { message: 'wrongSecondFactorCode', field: 'code' }) }, '/pl/login');
    fillIn('owner@example.com', 'Trening1!', { password: 'Hasło', submit: 'Zaloguj się' });
    expect(await screen.findByRole('heading', { name: 'Wpisz kod logowania' })).toBeVisible();
    fireEvent.change(screen.getByLabelText('Kod z aplikacji lub kod zapasowy'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Ten kod jest nieprawidłowy. Wpisz aktualny kod z aplikacji albo niewykorzystany kod zapasowy.')).toBeVisible();
  });
});

describe('LoginPage when the owner’s second factor locks', () => {
  it('says the login ended and the codes are refused for 15 minutes, and sends no more codes', async () => {
    const { api, store } = open({
      'POST /users/login': ownerLogin,
      'POST /users/login/second-factor': reply(429, { message: 'secondFactorLocked', field: 'code' }, { headers: { 'retry-after': '900' } }),
    });
    fillIn('owner@example.com', 'Trening1!');
    fireEvent.change(await screen.findByLabelText('Code from the app or a recovery code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Too many wrong codes\. For your safety this login has ended and codes are refused for 15 minutes\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(store.getState().auth.accessToken).toBeNull();
    expect(api.calls.filter((call) => call.path === '/users/login/second-factor')).toHaveLength(1);
  });

  it('says so in Polish', async () => {
    open({ 'POST /users/login': ownerLogin, 'POST /users/login/second-factor': reply(429, { message: 'secondFactorLocked', field: 'code' }) }, '/pl/login');
    fillIn('owner@example.com', 'Trening1!', { password: 'Hasło', submit: 'Zaloguj się' });
    fireEvent.change(await screen.findByLabelText('Kod z aplikacji lub kod zapasowy'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText(/Zbyt wiele błędnych kodów\. Dla bezpieczeństwa to logowanie zostało przerwane/)).toBeVisible();
  });

  it('asks to wait after too many tries of one account', async () => {
    open({ 'POST /users/login': ownerLogin, 'POST /users/login/second-factor': reply(429, { message: 'tooManyRequests', field: null }) });
    fillIn('owner@example.com', 'Trening1!');
    fireEvent.change(await screen.findByLabelText('Code from the app or a recovery code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many tries. Wait a few minutes and try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

describe('LoginPage with a bot check configured', () => {
  let turnstile: TurnstileStandIn;

  beforeEach(() => {
    turnstile = installTurnstileStandIn();
  });
  afterEach(() => turnstile.uninstall());

  it('draws the widget, refuses to send before it passes, then sends its token', async () => {
    const { api } = open({ 'POST /users/login': reply(400, { message: 'captchaFailed', field: 'captchaResponseToken' }) });
    expect(await screen.findByRole('group', { name: 'Security check' })).toBeInTheDocument();
    await waitFor(() => expect(turnstile.rendered).toEqual([{ sitekey: '1x00000000000000000000AA', language: 'en' }]));
    fillIn('anna@example.com', 'Trening1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm that you are not a bot. Complete the check and try again.');
    expect(api.calls).toHaveLength(0);

    act(() => turnstile.pass('XXXX.DUMMY.TOKEN.XXXX'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm that you are not a bot.');
    expect(api.calls[0]?.body).toMatchObject({ captchaResponseToken: 'XXXX.DUMMY.TOKEN.XXXX' });
  });

  it('speaks Polish on the Polish page', async () => {
    open({}, '/pl/login');
    expect(await screen.findByRole('group', { name: 'Weryfikacja bezpieczeństwa' })).toBeInTheDocument();
    await waitFor(() => expect(turnstile.rendered[0]?.language).toBe('pl'));
    fillIn('anna@example.com', 'Trening1!', { password: 'Hasło', submit: 'Zaloguj się' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się potwierdzić, że nie jesteś botem.');
  });
});
