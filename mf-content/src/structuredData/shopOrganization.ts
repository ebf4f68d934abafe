import type { Seller, StructuredData } from '@inercise/shared';
import { socialLinks } from '../features/contact/socialLinks';
import { shopIdentity } from './shopIdentity';

/**
 * The shop as an Organization (the home page's structured data): its identity, the social profiles the footer and
 * the contact page link to, and the seller's registered name, tax number, e-mail, phone and address shoppers are
 * given (GET /seller; left out when the API could not be asked).
 */
export function shopOrganization(origin: string, seller: Seller | null): StructuredData {
  const organization: StructuredData = {
    '@context': 'https://schema.org',
    ...shopIdentity(origin),
    sameAs: socialLinks.map((link) => link.href),
  };
  if (!seller) return organization;
  return {
    ...organization,
    legalName: seller.legalName,
    taxID: seller.nip,
    email: seller.email,
    telephone: seller.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: seller.street,
      postalCode: seller.postcode,
      addressLocality: seller.city,
      addressCountry: seller.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: seller.email,
      telephone: seller.phone,
      availableLanguage: ['Polish', 'English'],
    },
  };
}
