import type { ProductTextsByLanguage } from '@inercise/contracts';

/** The product's columns an order item's answer reads its texts from (left-joined: the product may be gone). */
export const productTextColumns = ['product.name_en', 'product.name_pl', 'product.description_en', 'product.description_pl'] as const;

/**
 * An ordered product's name and description as the owner now writes them, for the answer beside the key the order
 * kept; nothing when the product has no texts of the owner's (or no longer exists), and the key's translation shows.
 */
export const orderItemTexts = (row: {
  name_en: string | null;
  name_pl: string | null;
  description_en: string | null;
  description_pl: string | null;
}): { texts?: ProductTextsByLanguage } =>
  row.name_en
    ? { texts: { en: { name: row.name_en, description: row.description_en ?? '' }, pl: { name: row.name_pl ?? '', description: row.description_pl ?? '' } } }
    : {};
