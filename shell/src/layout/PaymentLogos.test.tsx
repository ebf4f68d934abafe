import { render, screen, within } from '@testing-library/react';
import { AppRoot, addTranslations, makeStore, type Language } from '@inercise/shared';
import { createI18n } from '@inercise/shared/testing';
import { shellTranslations } from '../i18n/shellTranslations';
import { PaymentLogos } from './PaymentLogos';

function renderLogos(language: Language) {
  const i18n = createI18n(language);
  addTranslations('shell', shellTranslations, i18n);
  render(
    <AppRoot name="test" store={makeStore().store} i18n={i18n}>
      <PaymentLogos language={language} />
    </AppRoot>,
  );
}

describe('PaymentLogos', () => {
  it('in Polish shows the mobile payment logo beside the other methods, and no instalments the shop does not offer', () => {
    renderLogos('pl');
    const payments = screen.getByRole('region', { name: 'Akceptowane metody płatności' });
    expect(within(payments).getAllByRole('img')).toHaveLength(4);
    expect(within(payments).getByRole('img', { name: 'Płatność mobilna' })).toBeInTheDocument();
    expect(within(payments).queryByText(/raty|ratalna/i)).not.toBeInTheDocument();
  });

  it('in English shows no mobile payment logo', () => {
    renderLogos('en');
    const payments = screen.getByRole('region', { name: 'Accepted payment methods' });
    expect(within(payments).getAllByRole('img')).toHaveLength(3);
    expect(within(payments).queryByRole('img', { name: 'Mobile payment' })).not.toBeInTheDocument();
  });
});
