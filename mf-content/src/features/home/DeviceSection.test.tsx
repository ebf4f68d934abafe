import { screen } from '@testing-library/react';
import { slugify } from '@inercise/shared';
import { deviceSet, fakeApi, renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { DeviceSection } from './DeviceSection';
import { DEVICE_SET_SLUGS, forgetDeviceSetPrices, primeDeviceSetPrices } from './deviceSetPrice';
import { DEVICE_SET_DATA_ID, takeDeviceSetPricesFromFirstScreen } from './deviceSetHandoff';

const translations = { content: contentTranslations };

beforeEach(() => forgetDeviceSetPrices());

describe('DeviceSection', () => {
  it("shows the set at the catalogue's price in PLN, the previous one struck through with the 30-day lowest, and links to its Polish page", async () => {
    const api = fakeApi({ 'GET /products/1': deviceSet });
    const { container } = renderWithShop(<DeviceSection />, { language: 'pl', translations });
    expect(await screen.findByTestId('device-set-price')).toHaveTextContent(/^8\s499\sPLN$/);
    expect(container.querySelector('s')).toHaveTextContent('Poprzednia cena: 9 499 PLN');
    expect(screen.getByTestId('lowest-price-30d')).toHaveTextContent('Najniższa cena z 30 dni przed obniżką: 8 999 PLN');
    expect(screen.getByRole('link', { name: 'Zobacz zestaw' })).toHaveAttribute('href', '/pl/product/zestaw-inercise');
    expect(api.callsTo('GET /products/1')).toHaveLength(1);
  });

  it('shows the set in EUR when the shopper pays in euro, with a link under its English name', async () => {
    fakeApi({ 'GET /products/1': deviceSet });
    renderWithShop(<DeviceSection />, { currency: 'EUR', translations });
    expect(await screen.findByTestId('device-set-price')).toHaveTextContent(/^1,999\sEUR$/);
    expect(screen.getByTestId('lowest-price-30d')).toHaveTextContent('Lowest price in the last 30 days: 2,099 EUR');
    expect(screen.getByRole('link', { name: 'See the set' })).toHaveAttribute('href', '/en/product/inercise-device-set');
  });

  it('follows a price the owner changed: no reduction, no struck-through price and no 30-day line', async () => {
    fakeApi({ 'GET /products/1': { ...deviceSet, currentPrice: 7999, previousPrice: 0, lowestPrice30d: null } });
    const { container } = renderWithShop(<DeviceSection />, { language: 'pl', translations });
    expect(await screen.findByTestId('device-set-price')).toHaveTextContent(/^7\s999\sPLN$/);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByTestId('lowest-price-30d')).toBeNull();
  });

  it('draws at once from the prices the first screen handed over, without asking the API', () => {
    const api = fakeApi({});
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = DEVICE_SET_DATA_ID;
    block.textContent = JSON.stringify({ currentPrice: 8199, previousPrice: 0, currentPriceEur: 1899, previousPriceEur: 0, lowestPrice30d: null, lowestPrice30dEur: null });
    document.body.append(block);
    expect(takeDeviceSetPricesFromFirstScreen()).toBe(true);
    renderWithShop(<DeviceSection />, { language: 'pl', translations });
    expect(screen.getByTestId('device-set-price')).toHaveTextContent(/^8\s199\sPLN$/);
    expect(api.calls).toHaveLength(0);
  });

  it('ignores an unreadable hand-over', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = DEVICE_SET_DATA_ID;
    block.textContent = JSON.stringify({ currentPrice: '8199' });
    document.body.append(block);
    expect(takeDeviceSetPricesFromFirstScreen()).toBe(false);
  });

  it('leaves the price out, keeping the link, when the catalogue cannot be had', async () => {
    const api = fakeApi({});
    api.fail('GET /products/1', 500, { message: 'error' });
    renderWithShop(<DeviceSection />, { translations });
    expect(await screen.findByRole('link', { name: 'See the set' })).toBeInTheDocument();
    await screen.findByText('Everything you need to start.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Set price')).toBeNull();
  });

  it("names the set's pages by the slugs of its names in the shop's seed", () => {
    expect(DEVICE_SET_SLUGS).toEqual({ en: slugify('Inercise device set'), pl: slugify('Zestaw Inercise') });
  });

  it('takes primed prices as fresh', () => {
    primeDeviceSetPrices({ currentPrice: 1, previousPrice: 0, currentPriceEur: 1, previousPriceEur: 0, lowestPrice30d: null, lowestPrice30dEur: null });
    fakeApi({});
    renderWithShop(<DeviceSection />, { language: 'pl', translations });
    expect(screen.getByTestId('device-set-price')).toHaveTextContent(/^1\sPLN$/);
  });
});
