import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { TermsAcceptedSchema } from '../validation/termsAccepted';
import { CurrencyNameSchema } from './currency';

/**
 * Body of POST /tpay/beginTransaction/. paymentGroup is a Tpay bank group id as text, or "999" for an
 * order by inquiry; useInvoiceAddress is the text "true" or "false". discountCode is the code the page showed
 * applied (null: none): when it is sent, the order is placed only while the cart's code is that one (409
 * discountChanged otherwise). termsAccepted is the shopper's ticked acceptance of the terms of sale: an order is
 * never placed without it (400 validation.acceptTerms). digitalConsent is the ticked consent to the immediate delivery of
 * digital content, with the acknowledgement that the right of withdrawal is lost once it starts (art. 38(1) pt 13 of
 * the Consumer Rights Act): a cart holding a product that does not ship is never ordered without it (400
 * validation.digitalConsent). The answer is plain text: the payment page URL, or an in-app path to /order for
 * inquiry orders.
 */
export const BeginTransactionPayloadSchema = lazySchema(() =>
  z.object({
    paymentGroup: z.string().check(z.maxLength(10)),
    useInvoiceAddress: z.enum(['true', 'false']),
    language: z.enum(['pl', 'en']),
    currency: CurrencyNameSchema,
    discountCode: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    termsAccepted: TermsAcceptedSchema,
    digitalConsent: z.optional(z.boolean()),
  }),
);
export type BeginTransactionPayload = z.infer<typeof BeginTransactionPayloadSchema>;
