import { createHash } from 'node:crypto';
import type { Address, BeginTransactionPayload, InvoiceAddress } from '@inercise/contracts';

export interface Checkout {
  lines: { product_id: number; properties_key: string; quantity: number }[];
  discountId: number | null;
  partnerId: number | null;
  payload: Pick<BeginTransactionPayload, 'paymentGroup' | 'useInvoiceAddress' | 'currency' | 'language'>;
  shippingAddress: Address;
  invoiceAddress: InvoiceAddress | null;
}

/**
 * What a checkout was, as one hash: the cart's lines, code and partner, the shopper's choices and addresses. The cart
 * stays full until the payment succeeds, so "the same checkout asked again" (a second click, a retry after the
 * provider failed, "Order and pay" again after a failed payment) is told from a changed one by this alone: the same
 * key answers the unpaid order, any change makes a new one.
 */
export const checkoutKey = (checkout: Checkout): string =>
  createHash('sha256')
    .update(
      JSON.stringify({
        lines: checkout.lines.map((l) => [l.product_id, l.properties_key, l.quantity]).sort(),
        discount: checkout.discountId,
        partner: checkout.partnerId,
        payment: [checkout.payload.paymentGroup, checkout.payload.useInvoiceAddress, checkout.payload.currency, checkout.payload.language],
        shipping: checkout.shippingAddress,
        invoice: checkout.invoiceAddress,
      }),
    )
    .digest('hex');
