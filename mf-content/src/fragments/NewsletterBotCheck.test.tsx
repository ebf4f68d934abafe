import { act, screen } from '@testing-library/react';
import { fakeApi, renderWithShop, reply, installTurnstileStandIn, type TurnstileStandIn } from '@inercise/shared/testing';
import { contentTranslations } from '../i18n/contentTranslations';
import NewsletterForm from './NewsletterForm';

const renderFragment = (language: 'en' | 'pl' = 'en') =>
  renderWithShop(<NewsletterForm />, { router: false, translations: { content: contentTranslations }, language });

describe('NewsletterForm with a bot check configured', () => {
  let turnstile: TurnstileStandIn;

  beforeEach(() => {
    turnstile = installTurnstileStandIn();
  });
  afterEach(() => turnstile.uninstall());

  it('draws the widget only once the address is focused, and sends its token', async () => {
    const api = fakeApi({ 'POST /newsletter/register': reply(201, { message: 'confirmationSent' }) });
    const { user } = renderFragment();
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    await user.type(screen.getByLabelText('Your e-mail address'), 'jan@example.com');
    expect(await screen.findByRole('group', { name: 'Security check' })).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(turnstile.rendered).toEqual([{ sitekey: '1x00000000000000000000AA', language: 'en' }]);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not confirm that you are not a bot. Complete the check and try again.');
    expect(api.calls).toEqual([]);

    act(() => turnstile.pass('XXXX.DUMMY.TOKEN.XXXX'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Almost there: open the link we have just mailed you to confirm your sign-up.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ emailAddress: 'jan@example.com', captchaResponseToken: 'XXXX.DUMMY.TOKEN.XXXX' });
  });

  it('says a refused check in Polish', async () => {
    fakeApi({ 'POST /newsletter/register': reply(400, { message: 'captchaFailed', field: 'captchaResponseToken' }) });
    const { user } = renderFragment('pl');
    await user.type(screen.getByLabelText('Twój adres e-mail'), 'jan@example.com');
    await screen.findByRole('group', { name: 'Weryfikacja bezpieczeństwa' });
    await act(async () => {
      await Promise.resolve();
    });
    act(() => turnstile.pass('XXXX.DUMMY.TOKEN.XXXX'));
    await user.click(screen.getByRole('button', { name: 'Zapisz się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się potwierdzić, że nie jesteś botem.');
  });
});
