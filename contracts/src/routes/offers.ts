import { OfferSchema, PayOfferPayloadSchema } from '../domain/offer';
import { OrderNumberParamsSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

// The buyer's side of an offer answering an inquiry (docs/product-rules.md, "Offers for inquiries"): only for their own
// order; another user's answers 404.

export const myOffer = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/order/:orderNumber/offer',
  auth: 'customer',
  params: OrderNumberParamsSchema,
  response: OfferSchema,
  refusals: [400, 401, 404],
  summary: "The offer the shop sent for one own inquiry: amounts, validity, whether it can be paid, and for euro the seller's bank account with the transfer's reference (404 offerNotFound when none was sent)",
  tags: ['orders'],
});

export const payOffer = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/order/:orderNumber/offer/pay',
  auth: 'customer',
  params: OrderNumberParamsSchema,
  body: PayOfferPayloadSchema,
  answer: 'text',
  refusals: [400, 401, 404, 409, 410, 502],
  summary:
    "Accept the offer and pay it online: answers text, the payment page URL for the offer's total (the same page when asked again). 410 offerExpired after its last day, 409 orderAlreadyPaid or offerNotPayable (the order was cancelled), 404 offerNotFound",
  tags: ['payments'],
});
