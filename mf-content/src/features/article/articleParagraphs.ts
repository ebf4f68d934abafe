import { ARTICLE_HEADING_THRESHOLD, ARTICLE_PARAGRAPH_SEPARATOR } from '@inercise/shared';

export interface ArticleParagraph {
  text: string;
  /** Shorter than the threshold: shown bold, as a heading (docs/product-rules.md#content-pages). */
  heading: boolean;
}

/**
 * Splits a body on the literal two characters backslash and n (not a newline) into paragraphs; empty pieces
 * are dropped, and a piece shorter than 75 characters becomes a heading.
 */
export function articleParagraphs(body: string): ArticleParagraph[] {
  return body
    .split(ARTICLE_PARAGRAPH_SEPARATOR)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((text) => ({ text, heading: text.length < ARTICLE_HEADING_THRESHOLD }));
}
