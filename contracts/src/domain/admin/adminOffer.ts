import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { offerShape } from '../offer';
import { isAdminDay } from './adminDay';

// The owner's side of an offer answering an inquiry (docs/product-rules.md, "Offers for inquiries").

/** At most two decimals: amounts are kept in grosze or cents. */
const hasCents = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** Body of POST /admin/orders/{orderNumber}/offer. */
export const AdminOfferPayloadSchema = lazySchema(() =>
  z.object({
    goodsPrice: z.number().check(z.gt(0, 'offerAmountInvalid'), z.lte(10_000_000, 'offerAmountInvalid'), z.refine(hasCents, 'offerAmountInvalid')),
    shipmentPrice: z.number().check(z.gte(0, 'offerShipmentInvalid'), z.lte(1_000_000, 'offerShipmentInvalid'), z.refine(hasCents, 'offerShipmentInvalid')),
    validUntil: z.string().check(z.refine(isAdminDay, 'invalidDate')),
  }),
);
export type AdminOfferPayload = z.infer<typeof AdminOfferPayloadSchema>;

/** GET /admin/orders/{orderNumber}/offer: whether the order waits for an offer, the most an offer asks for the goods, and the offer sent. */
export const AdminOrderOfferSchema = lazySchema(() =>
  z.object({
    /** An inquiry not yet paid: an offer may be sent (again). */
    canSend: z.boolean(),
    /** The goods' price at the catalogue's prices when the order was placed: the offer's goods amount is at most this. */
    goodsPriceLimit: z.number(),
    /** A transfer received may be recorded: an offer was sent and the order is not paid yet. */
    canRecordTransfer: z.boolean(),
    offer: z.nullable(z.object({ ...offerShape(), sentBy: z.nullable(z.string()) })),
  }),
);
export type AdminOrderOffer = z.infer<typeof AdminOrderOfferSchema>;

