import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/**
 * Who sells (docs/product-rules.md, "The seller"): configured once on the API and shown wherever the law asks for it:
 * footer, contact page, terms, privacy policy, every mail and every invoice.
 */
export const SellerSchema = lazySchema(() =>
  z.object({
    /** The registered name, as on the invoice. */
    legalName: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    /** ISO 3166-1 alpha-2. */
    country: z.string(),
    /** Polish tax number: ten digits, no dashes. */
    nip: z.string(),
    /** Statistical number: nine or fourteen digits. */
    regon: z.string(),
    /** Where the seller is registered: the court register (KRS, ten digits) or the business register (CEIDG). */
    register: z.object({ kind: z.enum(['KRS', 'CEIDG']), number: z.string(), court: z.string() }),
    /** A company's share capital, as stated (e.g. "5 000,00 zł"); '' for a sole trader. */
    shareCapital: z.string(),
    /** E.164, e.g. +48123456789. */
    phone: z.string(),
    email: z.string(),
    /** The bank account for transfers, IBAN without spaces, and its bank's name. */
    bankAccount: z.string(),
    bankName: z.string(),
    /** The companion app's store pages. */
    appStoreUrl: z.string(),
    googlePlayUrl: z.string(),
  }),
);
export type Seller = z.infer<typeof SellerSchema>;

/**
 * A phone number in E.164 as people read it: a Polish one in groups of three after the country code
 * (+48 600 123 456), any other as given.
 */
export function phoneShown(e164: string): string {
  const polish = /^\+48(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return polish ? `+48 ${polish[1]} ${polish[2]} ${polish[3]}` : e164;
}
