import { screen, within } from '@testing-library/react';
import { renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

describe('PrivacyPolicyPage', () => {
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
});
