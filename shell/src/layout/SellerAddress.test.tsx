import { render, screen, within } from '@testing-library/react';
import { AppRoot, addTranslations, forgetSeller, makeStore, sellerDataBlock, type Language, type Seller } from '@inercise/shared';
import { createI18n, fakeApi, EXAMPLE_SELLER } from '@inercise/shared/testing';
import { shellTranslations } from '../i18n/shellTranslations';
import { SellerAddress } from './SellerAddress';

const soleTrader: Seller = {
  ...EXAMPLE_SELLER,
  legalName: 'Jan Trener Inercise',
  nip: '6762468130',
  register: { kind: 'CEIDG', number: '6762468130', court: 'CEIDG' },
  shareCapital: '',
  phone: '+48600123456',
};

function renderAddress(language: Language) {
  const i18n = createI18n(language);
  addTranslations('shell', shellTranslations, i18n);
  render(
    <AppRoot name="test" store={makeStore().store} i18n={i18n}>
      <SellerAddress />
    </AppRoot>,
  );
}

describe('the footer’s seller', () => {
  beforeEach(() => forgetSeller());
  afterEach(() => document.querySelectorAll('script[data-seller]').forEach((block) => block.remove()));

  it('names the seller the page handed over at once, without asking the API', () => {
    const api = fakeApi();
    document.body.insertAdjacentHTML('beforeend', sellerDataBlock(EXAMPLE_SELLER));
    renderAddress('pl');
    const seller = screen.getByRole('region', { name: 'Sprzedawca' });
    expect(seller).toHaveTextContent(EXAMPLE_SELLER.legalName);
    expect(seller).toHaveTextContent(`${EXAMPLE_SELLER.street}${EXAMPLE_SELLER.postcode} ${EXAMPLE_SELLER.city}, Polska`);
    expect(seller).toHaveTextContent(`NIP: ${EXAMPLE_SELLER.nip}`);
    expect(seller).toHaveTextContent(`REGON: ${EXAMPLE_SELLER.regon}`);
    expect(seller).toHaveTextContent(`KRS: ${EXAMPLE_SELLER.register.number}, ${EXAMPLE_SELLER.register.court}`);
    expect(seller).toHaveTextContent(`Kapitał zakładowy: ${EXAMPLE_SELLER.shareCapital}`);
    expect(within(seller).getByRole('link', { name: EXAMPLE_SELLER.email })).toHaveAttribute('href', `mailto:${EXAMPLE_SELLER.email}`);
    expect(within(seller).getByRole('link', { name: '+48 000 000 000' })).toHaveAttribute('href', `tel:${EXAMPLE_SELLER.phone}`);
    expect(api.calls).toHaveLength(0);
    expect(document.querySelector('script[data-seller]')).toBeNull();
  });

  it('asks the API when the page handed none over; a sole trader shows the CEIDG entry and no share capital', async () => {
    const api = fakeApi({ 'GET /seller': soleTrader });
    renderAddress('en');
    const seller = screen.getByRole('region', { name: 'Seller' });
    expect(await within(seller).findByText(/Jan Trener Inercise/)).toBeInTheDocument();
    expect(seller).toHaveTextContent('Tax no. (NIP): 6762468130');
    expect(seller).toHaveTextContent('Registered in CEIDG: 6762468130');
    expect(seller).not.toHaveTextContent('Share capital');
    expect(within(seller).getByRole('link', { name: '+48 600 123 456' })).toHaveAttribute('href', 'tel:+48600123456');
    expect(api.calls.map((call) => call.key)).toEqual(['GET /seller']);
  });
});
