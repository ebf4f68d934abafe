import { screen, within } from '@testing-library/react';
import { forgetSeller, sellerDataBlock, type Seller } from '@inercise/shared';
import { fakeApi, renderWithShop, EXAMPLE_SELLER } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { ContactPage } from './ContactPage';

const configured: Seller = {
  ...EXAMPLE_SELLER,
  legalName: 'Inercise Test sp. z o.o.',
  street: 'ul. Testowa 7',
  postcode: '31-100',
  city: 'Kraków',
  nip: '6762468130',
  regon: '123456785',
  register: { kind: 'KRS', number: '0000123456', court: 'Sąd Rejonowy dla Krakowa-Śródmieścia' },
  phone: '+48126001122',
  email: 'sklep@inercise.pl',
};

describe('the contact page', () => {
  beforeEach(() => forgetSeller());
  afterEach(() => document.querySelectorAll('script[data-seller]').forEach((block) => block.remove()));

  it('gives the seller’s e-mail, phone and registered details the page handed over, in Polish, without asking the API', () => {
    const api = fakeApi();
    document.body.insertAdjacentHTML('beforeend', sellerDataBlock(configured));
    renderWithShop(<ContactPage />, { translations: { content: contentTranslations }, language: 'pl' });
    expect(screen.getAllByRole('link', { name: 'sklep@inercise.pl' })[0]).toHaveAttribute('href', 'mailto:sklep@inercise.pl');
    expect(screen.getAllByRole('link', { name: '+48 126 001 122' })[0]).toHaveAttribute('href', 'tel:+48126001122');
    const seller = screen.getByRole('region', { name: 'Sprzedawca' });
    expect(seller).toHaveTextContent('Inercise Test sp. z o.o.');
    expect(seller).toHaveTextContent('ul. Testowa 7, 31-100 Kraków, Polska');
    expect(seller).toHaveTextContent('NIP: 6762468130, REGON: 123456785');
    expect(seller).toHaveTextContent('Wpisana do rejestru przedsiębiorców KRS pod numerem 0000123456, Sąd Rejonowy dla Krakowa-Śródmieścia');
    expect(seller).toHaveTextContent(`Kapitał zakładowy: ${configured.shareCapital}`);
    expect(api.calls).toEqual([]);
  });

  it('asks the API when the page handed no seller over, and names it in English', async () => {
    const api = fakeApi({ 'GET /seller': configured });
    renderWithShop(<ContactPage />, { translations: { content: contentTranslations }, language: 'en' });
    // Nothing made up meanwhile: no contacts until the seller is known.
    expect(screen.queryByRole('link', { name: /^\+48/ })).toBeNull();
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(seller).toHaveTextContent('ul. Testowa 7, 31-100 Kraków, Poland');
    expect(seller).toHaveTextContent('Tax no. (NIP): 6762468130, REGON: 123456785');
    expect(seller).toHaveTextContent('Entered in the National Court Register (KRS) under no. 0000123456');
    expect(within(seller).getByRole('link', { name: '+48 126 001 122' })).toHaveAttribute('href', 'tel:+48126001122');
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@inercise');
    expect(api.calls.map((call) => call.key)).toEqual(['GET /seller']);
  });
});
