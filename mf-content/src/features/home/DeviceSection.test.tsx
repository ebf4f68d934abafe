import { screen } from '@testing-library/react';
import { slugify } from '@inercise/shared';
import { renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { DeviceSection } from './DeviceSection';
import { DEVICE_SET_SLUGS } from './deviceSetPrice';

const translations = { content: contentTranslations };

describe('DeviceSection', () => {
  it('shows the set at 8499 PLN, with a link to its page under its Polish name', () => {
    renderWithShop(<DeviceSection />, { language: 'pl', translations });
    expect(screen.getByTestId('device-set-price')).toHaveTextContent(/^8\s499\sPLN$/);
    expect(screen.getByRole('link', { name: 'Zobacz zestaw' })).toHaveAttribute('href', '/pl/product/zestaw-inercise');
  });

  it('shows the set at 1999 EUR when the shopper pays in euro, with a link under its English name', () => {
    renderWithShop(<DeviceSection />, { currency: 'EUR', translations });
    expect(screen.getByTestId('device-set-price')).toHaveTextContent(/^1,999\sEUR$/);
    expect(screen.getByRole('link', { name: 'See the set' })).toHaveAttribute('href', '/en/product/inercise-device-set');
  });

  it("names the set's pages by the slugs of its names in the shop's seed", () => {
    expect(DEVICE_SET_SLUGS).toEqual({ en: slugify('Inercise device set'), pl: slugify('Zestaw Inercise') });
  });
});
