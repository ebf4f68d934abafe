import { articleParagraphs } from '@inercise/shared/article-paragraphs';

/** The longest description search results show in full. */
export const ARTICLE_DESCRIPTION_MAX = 155;

/**
 * What an article is about, for its head and shared links: its opening text (headings left out, unless it has
 * nothing else), cut at a word within 155 characters. Empty for an empty body.
 */
export function articleDescription(body: string): string {
  const paragraphs = articleParagraphs(body);
  const text = paragraphs.filter((paragraph) => !paragraph.heading);
  const opening = (text.length > 0 ? text : paragraphs).map((paragraph) => paragraph.text).join(' ').replace(/\s+/g, ' ');
  if (opening.length <= ARTICLE_DESCRIPTION_MAX) return opening;
  const cut = opening.slice(0, ARTICLE_DESCRIPTION_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, ARTICLE_DESCRIPTION_MAX - 1);
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}
