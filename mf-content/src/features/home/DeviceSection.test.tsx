import { screen } from '@testing-library/react';
import { renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { DeviceSection } from './DeviceSection';

const translations = { content: contentTranslations };

describe('DeviceSection', () => {
  it('shows the set at 8499 PLN', () => {
    renderWithShop(<DeviceSection />, { language: 'pl', translations });
    expect(screen.getByTestId('device-set-price')).toHaveTextContent(/^8\s499\sPLN$/);
    expect(screen.getByRole('link', { name: 'Zobacz zestaw' })).toHaveAttribute('href', '/pl/product?id=1');
  });

  it('shows the set at 1999 EUR when the shopper pays in euro', () => {
    renderWithShop(<DeviceSection />, { currency: 'EUR', translations });
    expect(screen.getByTestId('device-set-price')).toHaveTextContent(/^1,999\sEUR$/);
  });
});
