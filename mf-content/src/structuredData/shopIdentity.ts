import { BRAND, type StructuredData } from '@inercise/shared';

/** The logo the shell serves at the site's root: vector, so any size search engines ask for is sharp. */
const shopLogoUrl = (origin: string): string => `${origin}/logo.svg`;

/**
 * The shop as the publisher of its pages: who it is (one id for every page, so search engines see one organisation),
 * where it lives and its logo. The home page describes it in full (shopOrganization).
 */
export function shopIdentity(origin: string): StructuredData {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND,
    url: origin,
    logo: { '@type': 'ImageObject', url: shopLogoUrl(origin) },
  };
}
