import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@inercise/shared/react-i18n';
import { createI18n } from '../i18n/createI18n';
import { anAddress, anInvoiceAddress } from '../testing/fixtures';
import type { Address, InvoiceAddress } from '@inercise/contracts/domain/address';
import { PostalAddress } from './PostalAddress';

const phoneText = (phone: string) => `Phone: ${phone}`;
const companyIdText = (id: string) => `Company ID: ${id}`;

function show(address: Address | InvoiceAddress, language: 'en' | 'pl' = 'en') {
  const { container } = render(
    <I18nextProvider i18n={createI18n(language)}>
      <PostalAddress address={address} phoneText={phoneText} companyIdText={companyIdText} className="parcel" />
    </I18nextProvider>,
  );
  const element = container.querySelector('address')!;
  return { element, lines: [...element.children].map((line) => line.textContent) };
}

describe('PostalAddress', () => {
  it('prints a shipping address line by line as on a parcel, with the caller’s class and phone text', () => {
    const { element, lines } = show(anAddress({ country: 'DE', state: 'Berlin', city: 'Berlin', postcode: '10115', addressLine_1: 'Hauptstraße 5', areaCode: '+49', phoneNumber: '301234567' }));
    expect(element).toHaveClass('parcel');
    expect(lines).toEqual(['Anna Kowalska', 'Hauptstraße 5', '10115 Berlin', 'Berlin, Germany', 'Phone: +49 301234567']);
  });

  it('prints an invoice address with the company first and its id last, the second street line kept', () => {
    const { lines } = show(anInvoiceAddress());
    expect(lines).toEqual(['Kowalska Fizjo', 'Anna Kowalska', 'Długa 1', 'lok. 2', '00-001 Warszawa', 'mazowieckie, Poland', 'Phone: +48 600700800', 'Company ID: 5260001246']);
  });

  it('leaves out a company and id the shopper did not give, and a missing state', () => {
    const { lines } = show(anInvoiceAddress({ companyName: '', companyIdentificationNumber: '', state: null }));
    expect(lines).toEqual(['Anna Kowalska', 'Długa 1', 'lok. 2', '00-001 Warszawa', 'Poland', 'Phone: +48 600700800']);
  });

  it("names the country in the page's language", () => {
    expect(show(anAddress({ country: 'DE', state: null }), 'pl').lines).toContain('Niemcy');
    expect(screen.getByText('Niemcy')).toBeInTheDocument();
  });

  it('shows a country code the browser cannot name as it came', () => {
    expect(show(anAddress({ country: 'not a code', state: null })).lines).toContain('not a code');
  });

  it('shows what the shopper typed as text, never as markup', () => {
    const hostile = '<img src=x onerror="alert(1)"><b>Anna</b>';
    const { element } = show(anAddress({ name: hostile, city: '<script>x()</script>' }));
    expect(element).toHaveTextContent(hostile);
    expect(element).toHaveTextContent('<script>x()</script>');
    expect(element.querySelector('img, b, script')).toBeNull();
  });
});
