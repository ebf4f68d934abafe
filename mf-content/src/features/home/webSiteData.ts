import type { Language, StructuredData } from '@inercise/shared';
import { SHOP_NAME } from '../../structuredData/shopIdentity';

/** The site itself (the home page's structured data): its name, address and the language of this home page. */
export function webSiteData(origin: string, language: Language): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SHOP_NAME,
    url: origin,
    inLanguage: language,
    publisher: { '@id': `${origin}/#organization` },
  };
}
