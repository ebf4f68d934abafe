import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { msg } from '../../validation/messageKeys';
import { PropertyKindSchema } from '../propertyKind';
import { ProductTypeNameSchema } from '../productType';
import { VatRateSchema } from '../vat';
import { MAX_PARCEL_GRAMS } from '../pricing';
import { AdminUploadedImageSchema } from './adminImage';

/** The longest texts the owner may give a product: what the shop's pages and the database are laid out for. */
export const ADMIN_PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  optionName: 100,
  optionValue: 100,
  specification: 200,
  /** Options, values of one option, specification rows and pictures a product may have. */
  rows: 30,
  /** The highest price, in minor units (a million złoty or euro). */
  price: 100_000_000,
  daysToShip: 365,
} as const;

const requiredText = (max: number) =>
  z.string().check(
    z.refine((text) => text.trim() !== '', 'productFieldRequired'),
    z.maxLength(max, msg('validation.tooLong')),
  );
/** Minor units (grosze, euro cents), as every amount the API takes; 0 for a previous price means none. */
const amount = () => z.int('priceInvalid').check(z.minimum(0, 'priceInvalid'), z.maximum(ADMIN_PRODUCT_LIMITS.price, 'priceInvalid'));

/** A product's name and description in one language; the description's lines are separated by "\n". */
export const AdminProductTextSchema = lazySchema(() =>
  z.object({
    name: requiredText(ADMIN_PRODUCT_LIMITS.name),
    description: z.string().check(z.maxLength(ADMIN_PRODUCT_LIMITS.description, msg('validation.tooLong'))),
  }),
);

/**
 * One value of an option. `id` names a value the product already has (carts and orders refer to it, so it is kept);
 * a value without one is new.
 */
export const AdminOptionValueSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(z.int())),
    /** A key of the "products" namespace's options ("BLACK") or a text shown as it is ("68 cm"). */
    value: requiredText(ADMIN_PRODUCT_LIMITS.optionValue),
    available: z.boolean(),
    daysToShip: z.int('daysToShipInvalid').check(z.minimum(0, 'daysToShipInvalid'), z.maximum(ADMIN_PRODUCT_LIMITS.daysToShip, 'daysToShipInvalid')),
  }),
);
export type AdminOptionValue = z.infer<typeof AdminOptionValueSchema>;

/** One option of a product (at most one of each kind), with its values in the order the shop shows them. */
export const AdminProductOptionSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(z.int())),
    kind: PropertyKindSchema,
    name: requiredText(ADMIN_PRODUCT_LIMITS.optionName),
    values: z.array(AdminOptionValueSchema).check(z.minLength(1, 'productFieldRequired'), z.maxLength(ADMIN_PRODUCT_LIMITS.rows, msg('validation.tooLong'))),
  }),
);
export type AdminProductOption = z.infer<typeof AdminProductOptionSchema>;

/** One row of the specification table: a label and its value, each a "products" key or a text shown as it is. */
export const AdminSpecificationRowSchema = lazySchema(() =>
  z.object({
    key: requiredText(ADMIN_PRODUCT_LIMITS.specification),
    value: requiredText(ADMIN_PRODUCT_LIMITS.specification),
  }),
);
export type AdminSpecificationRow = z.infer<typeof AdminSpecificationRowSchema>;

/**
 * Body of POST /admin/products and PATCH /admin/products/{id} (where every field may be left out, keeping what the
 * product has). Prices in minor units; a previous price, when not 0, must be higher than the current one. The first
 * picture is the product's thumbnail.
 */
export const AdminProductPayloadSchema = lazySchema(() =>
  z.object({
    texts: z.object({ en: AdminProductTextSchema, pl: AdminProductTextSchema }),
    productTypeId: z.int('productTypeNotFound'),
    price: amount(),
    previousPrice: amount(),
    priceEur: amount(),
    previousPriceEur: amount(),
    /** The VAT rate in the gross prices, one of VAT_RATES; a new product left without one has the standard rate. */
    vatRate: z.optional(VatRateSchema),
    /** The weight its delivery is priced by, in grams; 0 for what does not ship; a new product left without one: 0. */
    shippingWeight: z.optional(z.int('shippingWeightInvalid').check(z.minimum(0, 'shippingWeightInvalid'), z.maximum(MAX_PARCEL_GRAMS, 'shippingWeightInvalid'))),
    hidden: z.boolean(),
    /** Whether it goes out as a parcel (a course does not: no delivery is charged for it); left out: it ships. */
    ships: z.optional(z.boolean()),
    images: z.array(AdminUploadedImageSchema).check(z.minLength(1, 'productImageRequired'), z.maxLength(ADMIN_PRODUCT_LIMITS.rows, msg('validation.tooLong'))),
    options: z.array(AdminProductOptionSchema).check(z.maxLength(ADMIN_PRODUCT_LIMITS.rows, msg('validation.tooLong'))),
    specification: z.array(AdminSpecificationRowSchema).check(z.maxLength(ADMIN_PRODUCT_LIMITS.rows, msg('validation.tooLong'))),
  }),
);
export type AdminProductPayload = z.infer<typeof AdminProductPayloadSchema>;

/** PATCH /admin/products/{id}: any of the payload's fields; those left out stay as they are. */
export const AdminProductChangeSchema = lazySchema(() => z.partial(AdminProductPayloadSchema));
export type AdminProductChange = z.infer<typeof AdminProductChangeSchema>;

/** GET /admin/products/{id}, and the answer of every change: the product as the owner edits it, hidden or not. */
export const AdminProductSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    /** The product's key: its texts' key in the "products" namespace, fixed when it was created. */
    key: z.string(),
    texts: z.object({ en: AdminProductTextSchema, pl: AdminProductTextSchema }),
    productType: z.object({ id: z.int(), name: ProductTypeNameSchema }),
    price: z.int(),
    previousPrice: z.int(),
    priceEur: z.int(),
    previousPriceEur: z.int(),
    /** What the shop shows beside a reduced price (minor units), null when the product is not reduced. */
    lowestPrice30d: z.nullable(z.int()),
    lowestPrice30dEur: z.nullable(z.int()),
    vatRate: z.int(),
    /** Grams (see the payload). */
    shippingWeight: z.int(),
    hidden: z.boolean(),
    /** Whether it goes out as a parcel; left out by an older answer: it ships. */
    ships: z.optional(z.boolean()),
    thumbnail: z.string(),
    images: z.array(AdminUploadedImageSchema),
    options: z.array(
      z.object({
        id: z.int(),
        kind: PropertyKindSchema,
        name: z.string(),
        values: z.array(z.object({ id: z.int(), value: z.string(), available: z.boolean(), daysToShip: z.int() })),
      }),
    ),
    specification: z.array(z.object({ id: z.int(), key: z.string(), value: z.string() })),
  }),
);
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** One row of GET /admin/products: enough to find a product and see its state. */
export const AdminProductRowSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    key: z.string(),
    nameEn: z.string(),
    namePl: z.string(),
    productType: z.object({ id: z.int(), name: ProductTypeNameSchema }),
    thumbnail: z.string(),
    price: z.int(),
    previousPrice: z.int(),
    priceEur: z.int(),
    previousPriceEur: z.int(),
    hidden: z.boolean(),
  }),
);
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;
