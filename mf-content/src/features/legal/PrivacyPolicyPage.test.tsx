import { screen, within } from '@testing-library/react';
import { primeSeller } from '@inercise/shared';
import { renderWithShop, EXAMPLE_SELLER } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

describe('PrivacyPolicyPage', () => {
  // Who the controller is comes from the API; these tests read the text around it.
  beforeEach(() => primeSeller(EXAMPLE_SELLER));

  it('states the retention periods in the binding Polish text', () => {
    renderWithShop(<PrivacyPolicyPage />, { translations: { content: contentTranslations }, language: 'pl' });
    const retention = screen.getByRole('region', { name: /Jak długo przechowujemy dane/ });
    expect(retention).toHaveTextContent('nikt nie zalogował się przez 3 lata');
    expect(retention).toHaveTextContent('dane z formularza kontaktowego – 2 lata od wysłania wiadomości');
    expect(retention).toHaveTextContent('nie potwierdzi zapisu w ciągu 7 dni');
    expect(retention).toHaveTextContent('dane sesji logowania (urządzenie, przeglądarka, sieć) – 30 dni od zakończenia sesji');
    expect(retention).toHaveTextContent('treść powiadomień operatora płatności – 180 dni, potem zostaje tylko wynik płatności');
    // The Polish page needs no summary of itself.
    expect(screen.queryByRole('region', { name: 'Jak długo przechowujemy dane (skrót)' })).toBeNull();
  });

  it('summarises them in English on the English page', () => {
    renderWithShop(<PrivacyPolicyPage />, { translations: { content: contentTranslations }, language: 'en' });
    const summary = screen.getByRole('region', { name: 'How long we keep your data (summary)' });
    expect(summary).toHaveAttribute('lang', 'en');
    const points = within(summary).getAllByRole('listitem').map((item) => item.textContent);
    expect(points).toEqual(expect.arrayContaining([expect.stringMatching(/after 3 years without a login; we warn you by e-mail 30 days before/), 'Messages sent through the contact form: 2 years.']));
    expect(points).toEqual(expect.arrayContaining([expect.stringMatching(/^Where you are logged in .*: 30 days after the session ends/)]));
    expect(points).toHaveLength(7);
  });

  it('names every purpose and recipient in the binding Polish text: bot check, payments, mail, hosting, consents', () => {
    renderWithShop(<PrivacyPolicyPage />, { translations: { content: contentTranslations }, language: 'pl' });
    const data = screen.getByRole('region', { name: /Jakie dane przetwarzamy/ });
    for (const kept of ['numery seryjne urządzeń', 'komentarze pod artykułami', 'ulubione artykuły', 'sesje logowania', 'Cloudflare Turnstile', 'mogą mówić o Twoim zdrowiu', 'Core Web Vitals']) {
      expect(data).toHaveTextContent(kept);
    }
    const purposes = screen.getByRole('region', { name: /Cele i podstawy prawne przetwarzania/ });
    expect(purposes).toHaveTextContent('art. 9 ust. 2 lit. a');
    expect(purposes).toHaveTextContent('wyłącznie za Twoją zgodą wyrażoną w banerze');
    expect(purposes).toHaveTextContent('pole zgody przy rejestracji nie jest zaznaczone');
    const recipients = screen.getByRole('region', { name: /Odbiorcy danych/ });
    for (const recipient of ['Tpay', 'Cloudflare, Inc.', 'wysyłki poczty elektronicznej', 'hostingu']) expect(recipients).toHaveTextContent(recipient);
    expect(screen.getByRole('region', { name: /Pamięć przeglądarki i pliki cookies/ })).toHaveTextContent('„Ustawienia cookies” w stopce');
  });

  it('summarises the purposes and recipients in English on the English page', () => {
    renderWithShop(<PrivacyPolicyPage />, { translations: { content: contentTranslations }, language: 'en' });
    const summary = screen.getByRole('region', { name: 'What we process, why, and who receives it (summary)' });
    expect(summary).toHaveAttribute('lang', 'en');
    expect(summary).toHaveTextContent('explicit consent, given in your profile');
    expect(summary).toHaveTextContent('carry no personal data');
    expect(summary).toHaveTextContent('Tpay');
    expect(summary).toHaveTextContent('Cloudflare Turnstile');
  });
});
