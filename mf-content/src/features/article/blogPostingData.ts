import type { Article, Language, StructuredData } from '@inercise/shared';
import { shopIdentity } from '../../structuredData/shopIdentity';

/** The longest headline search engines take for an article. */
export const HEADLINE_MAX = 110;

/** The article's title as its headline: whole, or cut at a word within 110 characters. */
export function headlineOf(title: string): string {
  if (title.length <= HEADLINE_MAX) return title;
  const cut = title.slice(0, HEADLINE_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export interface ArticleFacts {
  article: Article;
  language: Language;
  /** The page's canonical URL. */
  url: string;
  /** Absolute URL of the picture the page shows at its top. */
  image: string;
  description: string;
  /** The shop's public origin. */
  origin: string;
}

/**
 * The article as a BlogPosting: what its page shows (title, picture, author, date, language) and who publishes it.
 * The API keeps one date, so the article is as it was published.
 */
export function blogPostingData({ article, language, url, image, description, origin }: ArticleFacts): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: headlineOf(article.titleDict[language]),
    description,
    image: [image],
    author: [{ '@type': 'Person', name: article.author }],
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    inLanguage: language,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: shopIdentity(origin),
  };
}
