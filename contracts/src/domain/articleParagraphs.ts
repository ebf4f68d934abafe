// Public entry @inercise/shared/article-paragraphs: how an article's body is drawn, for the shop's article page and
// the back office's preview alike, so the owner sees exactly what shoppers will. An entry of its own, with no imports,
// so each bundle carries these few lines and not the contracts' schemas (docs/product-rules.md#content-pages).

/** A paragraph shorter than this is shown bold, as a heading. */
export const ARTICLE_HEADING_THRESHOLD = 75;
/** Bodies separate paragraphs with the two characters backslash and n, not a line break. */
export const ARTICLE_PARAGRAPH_SEPARATOR = '\\n';

export interface ArticleParagraph {
  text: string;
  /** Shorter than the threshold: shown bold, as a heading. */
  heading: boolean;
}

/**
 * Splits a body on the literal two characters backslash and n (not a newline) into paragraphs; empty pieces are
 * dropped, and a piece shorter than 75 characters becomes a heading.
 */
export function articleParagraphs(body: string): ArticleParagraph[] {
  return body
    .split(ARTICLE_PARAGRAPH_SEPARATOR)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((text) => ({ text, heading: text.length < ARTICLE_HEADING_THRESHOLD }));
}
