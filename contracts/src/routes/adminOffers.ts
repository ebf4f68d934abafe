import { z } from 'zod/mini';
import { AdminOrderDetailSchema } from '../domain/admin/adminOrder';
import { AdminOfferPayloadSchema, AdminOrderOfferSchema } from '../domain/admin/adminOffer';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';

// The owner's side of an offer answering an inquiry (docs/product-rules.md, "Offers for inquiries").

const orderNumberParams = lazySchema(() => z.object({ orderNumber: z.string().check(z.minLength(1), z.maxLength(40)) }));

export const adminOrderOffer = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/orders/:orderNumber/offer',
  auth: 'owner',
  params: orderNumberParams,
  response: AdminOrderOfferSchema,
  refusals: [400, 401, 403, 404],
  summary: 'The offer sent for an inquiry (null: none yet), whether one may be sent, and the most its goods amount may be',
  tags: ['admin'],
});

export const adminSendOffer = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/orders/:orderNumber/offer',
  auth: 'owner',
  params: orderNumberParams,
  body: AdminOfferPayloadSchema,
  response: AdminOrderOfferSchema,
  refusals: [400, 401, 403, 404, 409],
  summary:
    "Send the buyer of an inquiry the shop's offer: the goods' amount (above 0, at most the order's goods price), the delivery's cost and the last day it is valid (400 offerValidityInThePast). The order takes the offer's amounts; the buyer is mailed the offer with its payment link; the history and the audit log record it. 409 orderNotInquiry or orderAlreadyPaid. Sent again, it replaces the earlier one",
  tags: ['admin'],
});

export const adminOfferTransferReceived = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/orders/:orderNumber/offer/transfer-received',
  auth: 'owner',
  params: orderNumberParams,
  response: AdminOrderDetailSchema,
  refusals: [400, 401, 403, 404, 409],
  summary:
    "The offer's bank transfer arrived: the order becomes PAID as a paid order does (invoice, the buyer's payment mail, the shop's inbox). 404 offerNotFound, 409 orderAlreadyPaid or orderNotAwaitingPayment. Answers the order",
  tags: ['admin'],
});
