import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithShop, reply, type ShopOptions } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { ContactForm } from './ContactForm';

const renderForm = (options: ShopOptions = {}) => renderWithShop(<ContactForm />, { translations: { content: contentTranslations }, ...options });

describe('ContactForm', () => {
  it('refuses an invalid address with the invalid-address message, tied to the field and focused', async () => {
    const api = fakeApi();
    const { user } = renderForm();
    await user.type(screen.getByLabelText('E-mail address'), 'jan@');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('refuses an empty message with the cannot-send-empty-message text', async () => {
    const api = fakeApi();
    const { user } = renderForm({ language: 'pl' });
    await user.type(screen.getByLabelText('Adres e-mail'), 'jan.kowalski@example.com');
    await user.type(screen.getByLabelText('Wiadomość'), '   ');
    await user.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));

    expect(screen.getByLabelText('Wiadomość')).toHaveAccessibleDescription('Nie można wysłać pustej wiadomości.');
    expect(screen.getByLabelText('Wiadomość')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('sends name, address and message when both are valid and says the message was sent', async () => {
    const api = fakeApi({ 'POST /contact': reply(201, { message: 'messageSent' }) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Jan');
    await user.type(screen.getByLabelText('E-mail address'), ' jan.kowalski@example.com ');
    await user.type(screen.getByLabelText('Message'), 'Do you ship to Norway?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent. Thank you, we will be in touch soon.')).toBeInTheDocument();
    const [call] = api.calls;
    expect(call?.url).toMatch(/\/contact$/);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ emailAddress: 'jan.kowalski@example.com', name: 'Jan', message: 'Do you ship to Norway?' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the generic error on failure and keeps everything typed', async () => {
    fakeApi({ 'POST /contact': reply(500, { message: 'boom' }) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Jan');
    await user.type(screen.getByLabelText('E-mail address'), 'jan.kowalski@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jan');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('jan.kowalski@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
  });
});
