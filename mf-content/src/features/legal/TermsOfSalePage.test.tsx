import { screen } from '@testing-library/react';
import { forgetSeller, primeSeller, type Seller } from '@inercise/shared';
import { fakeApi, renderWithShop, EXAMPLE_SELLER } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfSalePage } from './TermsOfSalePage';

const soleTrader: Seller = {
  ...EXAMPLE_SELLER,
  legalName: 'Jan Trener',
  register: { kind: 'CEIDG', number: '6762468130', court: 'CEIDG' },
  shareCapital: '',
  phone: '+48600123456',
};

describe('the legal texts name the seller', () => {
  beforeEach(() => forgetSeller());

  it('the terms: the seller in the binding text, with its register, and above it in English', () => {
    primeSeller(EXAMPLE_SELLER);
    renderWithShop(<TermsOfSalePage />, { translations: { content: contentTranslations }, language: 'en' });
    const { legalName, street, postcode, city, register, nip, regon, shareCapital, email } = EXAMPLE_SELLER;
    expect(screen.getByText(new RegExp(`^Sklep internetowy Inercise prowadzi ${legalName} z siedzibą pod adresem ${street}, ${postcode} ${city}, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego pod numerem KRS ${register.number}`))).toHaveTextContent(
      `NIP ${nip}, REGON ${regon}, kapitał zakładowy ${shareCapital} (dalej: „Sprzedawca”), e-mail ${email}, telefon +48 000 000 000.`,
    );
    const party = screen.getByRole('region', { name: 'The seller' });
    expect(party).toHaveAttribute('lang', 'en');
    expect(party).toHaveTextContent(`Tax no. (NIP): ${nip}`);
    expect(document.body).not.toHaveTextContent('{{');
  });

  it("the terms: an offer in euro paid by transfer to the seller's account, with the order number as its reference", () => {
    primeSeller(EXAMPLE_SELLER);
    renderWithShop(<TermsOfSalePage />, { translations: { content: contentTranslations }, language: 'pl' });
    expect(screen.getByText(/^ofertę w euro Klient przyjmuje/)).toHaveTextContent(
      `na rachunek Sprzedawcy podany w ofercie i na stronie oferty (${EXAMPLE_SELLER.bankAccount}, ${EXAMPLE_SELLER.bankName}), z numerem zamówienia w tytule przelewu`,
    );
    expect(screen.getByText(/Ofertę w złotych Klient przyjmuje na stronie oferty w sklepie/)).toHaveTextContent('„Zamawiam i płacę”');
  });

  it('the privacy policy: a sole trader as the controller, asked of the API, in Polish', async () => {
    fakeApi({ 'GET /seller': soleTrader });
    renderWithShop(<PrivacyPolicyPage />, { translations: { content: contentTranslations }, language: 'pl' });
    const party = await screen.findByRole('region', { name: 'Administrator Twoich danych osobowych' });
    expect(party).toHaveTextContent('Jan Trener');
    expect(party).toHaveTextContent(`Wpis do Centralnej Ewidencji i Informacji o Działalności Gospodarczej (CEIDG): 6762468130`);
    expect(party).not.toHaveTextContent('Kapitał');
    expect(screen.getByText(/^Administratorem Twoich danych osobowych jest Jan Trener, /)).toHaveTextContent('wpisany do Centralnej Ewidencji i Informacji o Działalności Gospodarczej (CEIDG), NIP');
    expect(screen.getByText(/^We wszystkich sprawach dotyczących danych osobowych/)).toHaveTextContent(`pod adresem e-mail ${soleTrader.email}, telefonicznie pod numerem +48 600 123 456`);
  });
});
