import { screen } from '@testing-library/react';
import { fakeApi, networkError, renderWithShop, reply, type ShopOptions } from '@inercise/shared/testing';
import { contentTranslations } from '../i18n/contentTranslations';
import NewsletterForm from './NewsletterForm';

/** The fragment as the shell's footer shows it: outside this bundle's router. */
const renderFragment = (options: ShopOptions = {}) =>
  renderWithShop(<NewsletterForm />, { router: false, translations: { content: contentTranslations }, ...options });

describe('NewsletterForm', () => {
  it('refuses an address that does not match the simple pattern', async () => {
    const api = fakeApi();
    const { user } = renderFragment();
    await user.type(screen.getByLabelText('Your e-mail address'), 'jan@example');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid e-mail address.');
    expect(screen.getByLabelText('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('signs up and asks to confirm through the mailed link', async () => {
    const api = fakeApi({ 'POST /newsletter/register': reply(201, { message: 'confirmationSent' }) });
    const { user } = renderFragment({ language: 'pl' });
    await user.type(screen.getByLabelText('Twój adres e-mail'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Zapisz się' }));

    expect(await screen.findByText('Jeszcze chwila: otwórz link, który właśnie wysłaliśmy na Twój adres, aby potwierdzić zapis.')).toBeInTheDocument();
    const [call] = api.calls;
    expect(call?.url).toMatch(/\/newsletter\/register$/);
    expect(call?.body).toMatchObject({ emailAddress: 'a@b.c' });
    expect(screen.getByLabelText('Twój adres e-mail')).toHaveValue('');
  });

  it('says already registered when the API answers 400', async () => {
    fakeApi({ 'POST /newsletter/register': reply(400, { message: 'alreadyRegistered', field: 'emailAddress' }) });
    const { user } = renderFragment();
    await user.type(screen.getByLabelText('Your e-mail address'), 'jan@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('This address is already signed up.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('jan@example.com');
  });

  it('shows the generic error when the shop cannot be reached', async () => {
    fakeApi({ 'POST /newsletter/register': networkError() });
    const { user } = renderFragment();
    await user.type(screen.getByLabelText('Your e-mail address'), 'jan@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  describe("a newsletter mail's link opened on the page", () => {
    const open = (search: string) => window.history.replaceState(null, '', `/${search}`);
    afterEach(() => open(''));

    it('confirms the sign-up once and says so', async () => {
      open('?newsletter=confirm&newsletterToken=12.abc');
      const api = fakeApi({ 'POST /newsletter/confirm': reply(200, { message: 'confirmed' }) });
      renderFragment({ language: 'pl' });
      expect(await screen.findByText('Zapis do newslettera potwierdzony. Dziękujemy!')).toHaveFocus();
      expect(api.calls.map((call) => call.body)).toEqual([{ token: '12.abc' }]);
    });

    it('unsubscribes with the token and says so', async () => {
      open('?newsletter=unsubscribe&newsletterToken=12.x%2By');
      const api = fakeApi({ 'POST /newsletter/unsubscribe': reply(200, { message: 'unsubscribed' }) });
      renderFragment();
      expect(await screen.findByText('You have been unsubscribed from the newsletter and will get no more of its mails.')).toBeInTheDocument();
      expect(api.calls[0]?.url).toMatch(/\/newsletter\/unsubscribe\?token=12\.x%2By$/);
    });

    it('says an expired or forged link is not valid', async () => {
      open('?newsletter=confirm&newsletterToken=bad');
      fakeApi({ 'POST /newsletter/confirm': reply(400, { message: 'invalidToken', field: 'token' }) });
      renderFragment();
      expect(await screen.findByRole('alert')).toHaveTextContent('This newsletter link is not valid or has expired. Sign up again to get a new one.');
    });

    it('asks nothing without a link', () => {
      open('?newsletter=other&newsletterToken=x');
      const api = fakeApi();
      renderFragment();
      expect(screen.getByRole('status')).toHaveTextContent('');
      expect(api.calls).toEqual([]);
    });
  });
});
