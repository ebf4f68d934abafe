import { sql } from 'kysely';
import type { Address, BeginTransactionPayload, InvoiceAddress, Product } from '@inercise/contracts';
import { contracts } from '../../contracts.ts';
import type { Db } from '../../db/database.ts';
import type { Pricing } from '../cart/pricing.ts';
import { idsFromKey, selectedFromIds } from '../cart/selection.ts';
import { newOrderNumber } from './orderNumber.ts';

const { INQUIRY_PAYMENT_GROUP, STANDARD_VAT_RATE } = contracts;

export interface OrderDraft {
  userId: number;
  cart: { id: number; partnerId: number | null };
  lines: { product: Product; propertiesKey: string; quantity: number; unit: number }[];
  pricing: Pricing;
  discountCode: string | null;
  shippingAddress: Address;
  invoiceAddress: InvoiceAddress | null;
  /** An order for inquiry (EUR, or outside the shipping regions): no online payment. */
  inquiry: boolean;
  /** The bank group chosen in the shop; null: none (an inquiry, or the payer chooses on the provider's page). */
  paymentGroup: number | null;
  /** The order holds courses and the buyer consented to their immediate delivery (checked before). */
  digitalConsent: boolean;
  payload: Pick<BeginTransactionPayload, 'currency' | 'language'>;
  /** The checkout this order was made from, hashed (checkoutKey.ts). */
  checkoutKey: string;
}

/**
 * Writes the order and its lines, priced as the cart was; the cart remembers the order, so the same checkout asked
 * again answers this order instead of making a second one. An inquiry empties the cart (it is sent, nothing is paid
 * now); an order paid online leaves the cart as it is until its payment succeeds (cart/paidOrderLeavesCart.ts), so
 * a failed or abandoned payment costs the shopper nothing to rebuild.
 */
export const createOrder = async (trx: Db, draft: OrderDraft): Promise<{ id: number; orderNumber: string; status: 'PLACED' | 'PAYMENT_VERIFICATION' }> => {
  const orderNumber = newOrderNumber();
  const status = draft.inquiry ? 'PLACED' : 'PAYMENT_VERIFICATION';
  const order = await trx
    .insertInto('shop_order')
    .values({
      order_number: orderNumber,
      user_id: draft.userId,
      status,
      currency: draft.payload.currency,
      language: draft.payload.language,
      original_price: draft.pricing.original,
      discounted_price: draft.pricing.discounted,
      shipment_price: draft.pricing.shipment,
      total_price: draft.pricing.total,
      discount_code: draft.discountCode,
      partner_id: draft.cart.partnerId,
      shipping_address: JSON.stringify(draft.shippingAddress),
      invoice_address: draft.invoiceAddress ? JSON.stringify(draft.invoiceAddress) : null,
      payment_group: draft.inquiry || draft.paymentGroup === null ? INQUIRY_PAYMENT_GROUP : String(draft.paymentGroup),
      // The begin-transaction body carries the acceptance (termsAccepted: true), or no order is made.
      terms_accepted_at: sql<Date>`now()`,
      digital_consent_at: draft.digitalConsent ? sql<Date>`now()` : null,
      checkout_key: draft.checkoutKey,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  // Each line keeps the rate its product has now: a later change of rate does not rewrite a sale.
  const rates = new Map(
    (await trx.selectFrom('product').select(['id', 'vat_rate']).where('id', 'in', draft.lines.map((line) => line.product.id)).execute()).map(
      (row) => [row.id, row.vat_rate],
    ),
  );
  await trx
    .insertInto('order_item')
    .values(
      draft.lines.map((line) => ({
        order_id: order.id,
        product_id: line.product.id,
        product_name: line.product.name,
        thumbnail: line.product.thumbnail,
        quantity: line.quantity,
        unit_price: line.unit,
        vat_rate: rates.get(line.product.id) ?? STANDARD_VAT_RATE,
        properties_key: line.propertiesKey,
        selected_properties: JSON.stringify(
          selectedFromIds(line.product, idsFromKey(line.propertiesKey)).map((s) => ({ propertyType: s.propertyType, value: s.value })),
        ),
      })),
    )
    .execute();
  if (draft.inquiry) {
    await trx.deleteFrom('cart_item').where('cart_id', '=', draft.cart.id).execute();
    await trx.updateTable('cart').set({ last_order_id: order.id, discount_id: null, partner_id: null }).where('id', '=', draft.cart.id).execute();
  } else {
    await trx.updateTable('cart').set({ last_order_id: order.id }).where('id', '=', draft.cart.id).execute();
  }
  return { id: order.id, orderNumber, status };
};
