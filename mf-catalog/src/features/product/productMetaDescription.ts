import { summarise } from '../../lib/summarise';

/** About what a search result shows of a description before cutting it. */
export const META_DESCRIPTION_LENGTH = 155;

/**
 * A product's meta description: the opening sentences of its description that fit in about 155 characters (at
 * least the first, cut at a word if it is longer), so a search result shows whole sentences. The name when
 * there is no description.
 */
export function productMetaDescription(description: string, name: string): string {
  const sentences = description
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  const [first, ...rest] = sentences;
  if (first === undefined) return name;
  if (first.length > META_DESCRIPTION_LENGTH) return summarise(first, META_DESCRIPTION_LENGTH);
  let text = first;
  for (const sentence of rest) {
    if (text.length + 1 + sentence.length > META_DESCRIPTION_LENGTH) break;
    text = `${text} ${sentence}`;
  }
  return text;
}
