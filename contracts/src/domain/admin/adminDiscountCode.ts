import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { CurrencyNameSchema } from '../currency';
import { isAdminDay } from './adminDay';

/** A percentage off the goods, or an amount off them in one currency. */
export const DiscountKindSchema = lazySchema(() => z.enum(['PERCENT', 'AMOUNT']));
export type DiscountKind = z.infer<typeof DiscountKindSchema>;

/**
 * One row of GET /admin/discount-codes. The code as the owner typed it (shoppers' letter case does not matter).
 * Days are the shop's (Poland's): the code works from the start of `validFrom` to the end of `validTo`.
 */
export const AdminDiscountCodeSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    kind: DiscountKindSchema,
    /** Whole percent off, for a PERCENT code; null for an AMOUNT one. */
    percent: z.nullable(z.int()),
    /** Major units of `currency` off, for an AMOUNT code; null for a PERCENT one. */
    amount: z.nullable(z.number()),
    currency: z.nullable(CurrencyNameSchema),
    /** YYYY-MM-DD, or null: from the start. */
    validFrom: z.nullable(z.string()),
    /** YYYY-MM-DD, the last day it works, or null: no end. */
    validTo: z.nullable(z.string()),
    /** Orders that may use it in all, and per customer account; null: no limit. */
    maxUses: z.nullable(z.int()),
    maxUsesPerCustomer: z.nullable(z.int()),
    /** Orders that have used it so far. */
    usedCount: z.int(),
    /** A code switched off behaves for shoppers as if it no longer existed; it can be switched on again. */
    active: z.boolean(),
    createdAt: z.string(),
  }),
);
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;

const day = () => z.string({ error: 'invalidDate' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate'), z.refine(isAdminDay, 'invalidDate'));

const limit = () => z.int({ error: 'discountLimitInvalid' }).check(z.gte(1, 'discountLimitInvalid'), z.lte(1_000_000, 'discountLimitInvalid'));

/** At most two decimals: the amount is kept in grosze or cents. */
const hasCents = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/**
 * Body of POST /admin/discount-codes. A code of letters, digits and dashes, 3 to 32 of them. A PERCENT code takes a
 * whole percent from 1 to 100; an AMOUNT code takes an amount (major units, two decimals at most) and its currency.
 * Valid-from and valid-to are days (the shop's), either may be left out; the limits are optional.
 */
export const AdminDiscountCodeCreateSchema = lazySchema(() =>
  z
    .object({
      code: z.string({ error: 'discountCodeInvalid' }).check(z.regex(/^[A-Za-z0-9-]{3,32}$/, 'discountCodeInvalid')),
      kind: z.enum(DiscountKindSchema.options, { error: 'discountKindMismatch' }),
      percent: z.optional(z.nullable(z.int({ error: 'discountPercentInvalid' }).check(z.gte(1, 'discountPercentInvalid'), z.lte(100, 'discountPercentInvalid')))),
      amount: z.optional(
        z.nullable(
          z
            .number({ error: 'discountAmountInvalid' })
            .check(z.gte(0.01, 'discountAmountInvalid'), z.lte(1_000_000, 'discountAmountInvalid'), z.refine(hasCents, 'discountAmountInvalid')),
        ),
      ),
      currency: z.optional(z.nullable(z.enum(CurrencyNameSchema.options, { error: 'discountCurrencyRequired' }))),
      validFrom: z.optional(z.nullable(day())),
      validTo: z.optional(z.nullable(day())),
      maxUses: z.optional(z.nullable(limit())),
      maxUsesPerCustomer: z.optional(z.nullable(limit())),
    })
    .check(
      z.refine((body) => body.kind !== 'PERCENT' || (body.percent ?? null) !== null, { message: 'discountPercentInvalid', path: ['percent'] }),
      z.refine((body) => body.kind !== 'AMOUNT' || (body.amount ?? null) !== null, { message: 'discountAmountInvalid', path: ['amount'] }),
      z.refine((body) => body.kind !== 'AMOUNT' || (body.currency ?? null) !== null, { message: 'discountCurrencyRequired', path: ['currency'] }),
      // A code is one kind or the other: a percentage with an amount (or the reverse) would be read two ways.
      z.refine((body) => body.kind !== 'PERCENT' || ((body.amount ?? null) === null && (body.currency ?? null) === null), { message: 'discountKindMismatch', path: ['amount'] }),
      z.refine((body) => body.kind !== 'AMOUNT' || (body.percent ?? null) === null, { message: 'discountKindMismatch', path: ['percent'] }),
      z.refine((body) => !body.validFrom || !body.validTo || body.validFrom <= body.validTo, { message: 'invalidDateRange', path: ['validTo'] }),
      z.refine((body) => !body.maxUses || !body.maxUsesPerCustomer || body.maxUsesPerCustomer <= body.maxUses, {
        message: 'discountCustomerLimitAboveTotal',
        path: ['maxUsesPerCustomer'],
      }),
    ),
);
export type AdminDiscountCodeCreate = z.infer<typeof AdminDiscountCodeCreateSchema>;

/** Body of PATCH /admin/discount-codes/{code}: switch the code off (deactivate) or on again. */
export const AdminDiscountCodeChangeSchema = lazySchema(() => z.object({ active: z.boolean() }));
export type AdminDiscountCodeChange = z.infer<typeof AdminDiscountCodeChangeSchema>;
