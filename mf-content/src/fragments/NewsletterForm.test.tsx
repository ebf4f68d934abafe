import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderPage } from '../testing/renderPage';
import NewsletterForm from './NewsletterForm';

describe('NewsletterForm', () => {
  it('refuses an address that does not match the simple pattern', async () => {
    const fetchMock = mockFetch();
    renderPage(<NewsletterForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your e-mail address'), 'jan@example');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByRole('status')).toHaveTextContent('Invalid e-mail address.');
    expect(screen.getByLabelText('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up and says added', async () => {
    const fetchMock = mockFetch(jsonResponse(201, { message: 'added' }));
    renderPage(<NewsletterForm />, { language: 'pl' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Twój adres e-mail'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Zapisz się' }));

    expect(await screen.findByText('Dodano. Dziękujemy za zapis!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/newsletter\/register$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ emailAddress: 'a@b.c' });
    expect(screen.getByLabelText('Twój adres e-mail')).toHaveValue('');
  });

  it('says already registered when the API answers 400', async () => {
    mockFetch(jsonResponse(400, { message: 'alreadyRegistered', field: 'emailAddress' }));
    renderPage(<NewsletterForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your e-mail address'), 'jan@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('This address is already signed up.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('jan@example.com');
  });

  it('shows the generic error when the shop cannot be reached', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    renderPage(<NewsletterForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your e-mail address'), 'jan@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
