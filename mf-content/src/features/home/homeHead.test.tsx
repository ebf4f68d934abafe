import { screen } from '@testing-library/react';
import { forgetSeller, primeSeller, type StructuredData } from '@inercise/shared';
import { renderWithShop, EXAMPLE_SELLER } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { ContactPage } from '../contact/ContactPage';
import { homeHead } from './homeHead';

const origin = 'https://shop.example';
const facts = { language: 'en', title: 'Home', description: 'The home page.', origin, publicPath: 'https://content.example/' } as const;
const head = homeHead({ ...facts, seller: EXAMPLE_SELLER });
const of = (type: string, structuredData = head.structuredData): StructuredData => structuredData?.find((item) => item['@type'] === type) ?? { '@type': 'missing' };

describe("the home page's head and structured data", () => {
  afterEach(() => forgetSeller());

  it("gives the hero's poster, as a JPEG every link preview reads, on this bundle's origin", () => {
    expect(head.image).toBe('https://content.example/share/home.jpg');
    expect(head.type).toBe('website');
  });

  it('describes the shop as an Organization: name, the seller’s registered name, tax number and address, logo, each URL absolute', () => {
    const organization = of('Organization');
    expect(organization['@context']).toBe('https://schema.org');
    expect(organization).toMatchObject({
      '@id': `${origin}/#organization`,
      name: 'Inercise',
      legalName: EXAMPLE_SELLER.legalName,
      taxID: EXAMPLE_SELLER.nip,
      url: origin,
      logo: { '@type': 'ImageObject', url: `${origin}/logo.svg` },
    });
    expect(organization.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: EXAMPLE_SELLER.street,
      postalCode: EXAMPLE_SELLER.postcode,
      addressLocality: EXAMPLE_SELLER.city,
      addressCountry: 'PL',
    });
  });

  it('leaves the seller’s details out when the API could not say who sells', () => {
    const organization = of('Organization', homeHead({ ...facts, seller: null }).structuredData);
    expect(organization.name).toBe('Inercise');
    expect(organization).not.toHaveProperty('address');
    expect(organization).not.toHaveProperty('telephone');
  });

  it('names the very profiles, e-mail and phone the contact page gives shoppers', () => {
    primeSeller(EXAMPLE_SELLER);
    renderWithShop(<ContactPage />, { translations: { content: contentTranslations } });
    const organization = of('Organization');
    const external = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('https://'));
    expect(organization.sameAs).toEqual(external);
    expect(organization.sameAs).toHaveLength(3);
    const [email] = screen.getAllByRole('link', { name: String(organization.email) });
    expect(email).toHaveAttribute('href', `mailto:${organization.email}`);
    expect(screen.getAllByRole('link', { name: '+48 000 000 000' })[0]).toHaveAttribute('href', `tel:${organization.telephone}`);
    expect(organization.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: organization.email, telephone: organization.telephone });
  });

  it('describes the site: its name, address and the language of this home page, published by the shop', () => {
    expect(of('WebSite')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Inercise',
      url: origin,
      inLanguage: 'en',
      publisher: { '@id': `${origin}/#organization` },
    });
  });
});
