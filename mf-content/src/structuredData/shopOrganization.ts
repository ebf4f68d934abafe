import type { StructuredData } from '@inercise/shared';
import { shopContacts } from '../features/contact/shopContacts';
import { shopIdentity } from './shopIdentity';

/**
 * The shop as an Organization (the home page's structured data): its identity, the social profiles the footer and
 * the contact page link to, and the e-mail, phone and address shoppers are given.
 */
export function shopOrganization(origin: string): StructuredData {
  const { company, email, phone, socialLinks, address } = shopContacts;
  return {
    '@context': 'https://schema.org',
    ...shopIdentity(origin),
    legalName: company,
    sameAs: socialLinks.map((link) => link.href),
    email,
    telephone: phone.dialled,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email,
      telephone: phone.dialled,
      availableLanguage: ['Polish', 'English'],
    },
  };
}
