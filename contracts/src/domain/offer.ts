import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { TermsAcceptedSchema } from '../validation/termsAccepted';
import { CurrencyNameSchema } from './currency';

/**
 * The shop's offer answering an inquiry (docs/product-rules.md, "Offers for inquiries"): the goods' final amount, the
 * delivery's cost and the last day (in Poland) it may be accepted. Amounts in the order's currency, major units. The
 * owner's side is admin/adminOffer.ts.
 */

/** The offer as sent, both to its buyer and to the owner. `validUntil`: the moment it lapses (the end of its day). */
export const offerShape = () => ({
  goodsPrice: z.number(),
  shipmentPrice: z.number(),
  totalPrice: z.number(),
  currency: CurrencyNameSchema,
  validUntil: z.string(),
  sentAt: z.string(),
  /** Past its validity: it can no longer be paid. */
  expired: z.boolean(),
});

/** GET /order/{orderNumber}/offer: the buyer's offer, how to pay it, and for euro the seller's account for a transfer. */
export const OfferSchema = lazySchema(() =>
  z.object({
    ...offerShape(),
    orderNumber: z.string(),
    /** Not expired and the order still waits for its payment. */
    payable: z.boolean(),
    /** Already paid (by either way). */
    paid: z.boolean(),
    /** Euro offers only: the seller's account (the seller's configuration, as GET /seller gives it) and the transfer's reference. */
    bankTransfer: z.nullable(z.object({ accountHolder: z.string(), bankAccount: z.string(), bankName: z.string(), reference: z.string() })),
  }),
);
export type Offer = z.infer<typeof OfferSchema>;

/** Body of POST /order/{orderNumber}/offer/pay: the buyer accepts the terms of sale with the offer. */
export const PayOfferPayloadSchema = lazySchema(() => z.object({ termsAccepted: TermsAcceptedSchema }));
export type PayOfferPayload = z.infer<typeof PayOfferPayloadSchema>;
