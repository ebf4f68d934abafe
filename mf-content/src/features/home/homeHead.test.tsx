import { screen } from '@testing-library/react';
import type { StructuredData } from '@inercise/shared';
import { renderWithShop } from '@inercise/shared/testing';
import { contentTranslations } from '../../i18n/contentTranslations';
import { ContactPage } from '../contact/ContactPage';
import { homeHead } from './homeHead';

const origin = 'https://shop.example';
const head = homeHead({ language: 'en', title: 'Home', description: 'The home page.', origin, publicPath: 'https://content.example/' });
const of = (type: string): StructuredData => head.structuredData?.find((item) => item['@type'] === type) ?? { '@type': 'missing' };

describe("the home page's head and structured data", () => {
  it("gives the hero's poster, as a JPEG every link preview reads, on this bundle's origin", () => {
    expect(head.image).toBe('https://content.example/share/home.jpg');
    expect(head.type).toBe('website');
  });

  it('describes the shop as an Organization: name, address, logo, each URL absolute', () => {
    const organization = of('Organization');
    expect(organization['@context']).toBe('https://schema.org');
    expect(organization).toMatchObject({ '@id': `${origin}/#organization`, name: 'Inercise', url: origin, logo: { '@type': 'ImageObject', url: `${origin}/logo.svg` } });
    expect(organization.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Kraków', addressCountry: 'PL' });
  });

  it('names the very profiles, e-mail and phone the contact page gives shoppers', () => {
    renderWithShop(<ContactPage />, { translations: { content: contentTranslations } });
    const organization = of('Organization');
    const external = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('https://'));
    expect(organization.sameAs).toEqual(external);
    expect(organization.sameAs).toHaveLength(3);
    const email = screen.getByRole('link', { name: String(organization.email) });
    expect(email).toHaveAttribute('href', `mailto:${organization.email}`);
    expect(screen.getByRole('link', { name: '+48 12 345 67 89' })).toHaveAttribute('href', `tel:${organization.telephone}`);
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
