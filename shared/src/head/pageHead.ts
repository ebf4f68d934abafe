import type { Language } from '@inercise/contracts/i18n/languages';

/** One schema.org object of a page's structured data (sent as JSON-LD). */
export type StructuredData = Record<string, unknown> & { '@type': string };

/**
 * What a page says about itself to search engines and to the apps a link is shared in. A remote's first screen
 * carries it; the shell's server writes it into the page's head (title, description, canonical URL, hreflang
 * alternates, Open Graph and Twitter card, JSON-LD, robots).
 */
export interface PageHead {
  /** The page's own title; the shell adds the brand ("Shop · Inercise"). */
  title: string;
  description: string;
  /** Absolute URL of the page's picture for shared links; the shop's default picture when absent. */
  image?: string;
  /** Open Graph type: `website` unless the page is an article or a product. */
  type?: 'website' | 'article' | 'product';
  /**
   * The page's path in each language, with its prefix, when it differs by more than the prefix (a product's slug
   * is another word in Polish). The canonical URL is the one of the page's language.
   */
  paths?: Record<Language, string>;
  /** Structured data, each object in its own JSON-LD block. */
  structuredData?: StructuredData[];
  /** Kept out of search results (login-only and checkout pages). */
  noindex?: boolean;
}
