import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { CurrencyNameSchema } from '../currency';

/** A partner's name: what shoppers pick at checkout, so neither blank nor a paragraph. */
export const PARTNER_NAME_MIN = 2;
export const PARTNER_NAME_MAX = 80;
export const PARTNER_WEBSITE_MAX = 300;

/**
 * A partner's website as the owner types it: empty (none), or a whole http(s) address with a host that has a dot in
 * it ("https://fizjolab.pl"), so the link on the partners screen leads somewhere.
 */
export function isPartnerWebsite(text: string): boolean {
  if (text === '') return true;
  if (/\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.hostname.endsWith('.');
}

// A missing or non-text name gets the same answer as a too-short one: the form's one message for the field.
const partnerName = () =>
  z.string({ error: 'partnerNameLength' }).check(z.trim(), z.minLength(PARTNER_NAME_MIN, 'partnerNameLength'), z.maxLength(PARTNER_NAME_MAX, 'partnerNameLength'));

const partnerWebsite = () =>
  z.string({ error: 'invalidWebsite' }).check(z.trim(), z.maxLength(PARTNER_WEBSITE_MAX, 'invalidWebsite'), z.refine(isPartnerWebsite, 'invalidWebsite'));

/** What a partner brought in one currency: its paid orders (see adminStats.ts, revenueStatusNames) and their sum. */
export const AdminPartnerRevenueSchema = lazySchema(() =>
  z.object({
    currency: CurrencyNameSchema,
    paidOrders: z.int(),
    /** Minor units (grosze, euro cents): currencies are never added together. */
    revenueMinor: z.int(),
  }),
);
export type AdminPartnerRevenue = z.infer<typeof AdminPartnerRevenueSchema>;

/**
 * One partner of GET /admin/partners: a referrer shoppers may name at checkout. A partner removed after it had
 * brought orders stays, archived (`archivedAt`), hidden from shoppers, so those orders keep who brought them.
 */
export const AdminPartnerSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    /** Null when the owner gave none. */
    website: z.nullable(z.string()),
    archivedAt: z.nullable(z.string()),
    /** Every order that named it, whatever its status. */
    orderCount: z.int(),
    /** One entry per currency it has paid orders in; none while it has none. */
    revenue: z.array(AdminPartnerRevenueSchema),
  }),
);
export type AdminPartner = z.infer<typeof AdminPartnerSchema>;

/** GET /admin/partners: active partners first, then archived ones, each group by name. */
export const AdminPartnerListSchema = lazySchema(() => z.array(AdminPartnerSchema));

/** Body of POST /admin/partners. The name is trimmed; an empty or missing website means none. */
export const AdminPartnerPayloadSchema = lazySchema(() =>
  z.object({
    name: partnerName(),
    website: z.optional(z.nullable(partnerWebsite())),
  }),
);
export type AdminPartnerPayload = z.infer<typeof AdminPartnerPayloadSchema>;

/** Body of PATCH /admin/partners/{id}: only what changes; an empty website (or null) removes it. */
export const AdminPartnerChangeSchema = lazySchema(() =>
  z.object({
    name: z.optional(partnerName()),
    website: z.optional(z.nullable(partnerWebsite())),
  }),
);
export type AdminPartnerChange = z.infer<typeof AdminPartnerChangeSchema>;

/**
 * The answer of DELETE /admin/partners/{id}: `deleted` when it had brought no order, `archived` when it had (hidden
 * from shoppers, kept for those orders).
 */
export const AdminPartnerRemovalSchema = lazySchema(() =>
  z.object({
    outcome: z.enum(['deleted', 'archived']),
    orderCount: z.int(),
  }),
);
export type AdminPartnerRemoval = z.infer<typeof AdminPartnerRemovalSchema>;
