import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { ProductTypeSchema } from './productType';
import { ProductPropertySchema } from './productProperty';
import { SpecificationItemSchema } from './specificationItem';
import { SlugsSchema } from './slugs';

export const ProductImageSchema = lazySchema(() =>
  z.object({
    image: z.string(),
    thumbnail: z.string(),
  }),
);
export type ProductImage = z.infer<typeof ProductImageSchema>;

/**
 * A product's name and description as the owner wrote them, per language (descriptions separate lines with "\n").
 * Products the owner edits carry them; without them the shop looks the texts up by the product's key.
 */
export const ProductTextsByLanguageSchema = lazySchema(() => {
  const text = z.object({ name: z.string(), description: z.string() });
  return z.object({ en: text, pl: text });
});
export type ProductTextsByLanguage = z.infer<typeof ProductTextsByLanguageSchema>;

/**
 * Prices are numbers in major units with at most two decimals; previousPrice is 0 when there is none.
 * lowestPrice30d is the lowest price of the 30 days before the current price (shown beside discounts), null when not discounted.
 */
export const ProductSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    /** A key of the "products" namespace: the name is `texts` when given, else t(`products:${name}.name`). */
    name: z.string(),
    texts: z.optional(ProductTextsByLanguageSchema),
    /** Its page's path segment per language (/en/product/{slugs.en}); an API without slugs leaves it out. */
    slugs: z.optional(SlugsSchema),
    thumbnail: z.string(),
    currentPrice: z.number(),
    previousPrice: z.number(),
    currentPriceEur: z.number(),
    previousPriceEur: z.number(),
    lowestPrice30d: z.nullable(z.number()),
    lowestPrice30dEur: z.nullable(z.number()),
    /** The VAT rate (percent) in its gross prices, one of VAT_RATES; left out by an older answer: the standard rate. */
    vatRate: z.optional(z.int()),
    productType: ProductTypeSchema,
    /** Whether it goes out as a parcel (migration 030): courses do not; left out by an older answer: it ships. */
    ships: z.optional(z.boolean()),
    productImages: z.array(ProductImageSchema),
    properties: z.array(ProductPropertySchema),
    specificationItems: z.array(SpecificationItemSchema),
  }),
);
export type Product = z.infer<typeof ProductSchema>;

/** GET /product: the whole catalogue. */
export const ProductListSchema = lazySchema(() => z.array(ProductSchema));

/** The device set: id 1, shown on the home page at a fixed price. */
export const DEVICE_SET_PRODUCT_ID = 1;
