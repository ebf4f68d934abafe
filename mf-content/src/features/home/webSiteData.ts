import { BRAND, type Language, type StructuredData } from '@inercise/shared';

/** The site itself (the home page's structured data): its name, address and the language of this home page. */
export function webSiteData(origin: string, language: Language): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: BRAND,
    url: origin,
    inLanguage: language,
    publisher: { '@id': `${origin}/#organization` },
  };
}
