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

  it('signs up and says added', async () => {
    const api = fakeApi({ 'POST /newsletter/register': reply(201, { message: 'added' }) });
    const { user } = renderFragment({ language: 'pl' });
    await user.type(screen.getByLabelText('Twój adres e-mail'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Zapisz się' }));

    expect(await screen.findByText('Dodano. Dziękujemy za zapis!')).toBeInTheDocument();
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
});
