import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderPage } from '../../testing/renderPage';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  it('refuses an invalid address with the invalid-address message, tied to the field and focused', async () => {
    const fetchMock = mockFetch();
    renderPage(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'jan@');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an empty message with the cannot-send-empty-message text', async () => {
    const fetchMock = mockFetch();
    renderPage(<ContactForm />, { language: 'pl' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adres e-mail'), 'jan.kowalski@example.com');
    await user.type(screen.getByLabelText('Wiadomość'), '   ');
    await user.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));

    expect(screen.getByLabelText('Wiadomość')).toHaveAccessibleDescription('Nie można wysłać pustej wiadomości.');
    expect(screen.getByLabelText('Wiadomość')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends name, address and message when both are valid and says the message was sent', async () => {
    const fetchMock = mockFetch(jsonResponse(201, { message: 'messageSent' }));
    renderPage(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Jan');
    await user.type(screen.getByLabelText('E-mail address'), ' jan.kowalski@example.com ');
    await user.type(screen.getByLabelText('Message'), 'Do you ship to Norway?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent. Thank you, we will be in touch soon.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/contact$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ emailAddress: 'jan.kowalski@example.com', name: 'Jan', message: 'Do you ship to Norway?' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the generic error on failure and keeps everything typed', async () => {
    mockFetch(jsonResponse(500, { message: 'boom' }));
    renderPage(<ContactForm />);
    const user = userEvent.setup();
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
