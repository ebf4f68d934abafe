import type { CurrencyName, Order, OrderStatusName } from '@inercise/contracts';
import { contracts } from '../../contracts.ts';
import type { Db } from '../../db/database.ts';
import { toMajor } from '../../money.ts';
import { orderItemTexts, productTextColumns } from './orderItemTexts.ts';

const { AddressSchema, InvoiceAddressSchema, OrderItemSchema } = contracts;

const orderColumns = [
  'id',
  'order_number',
  'status',
  'created_at',
  'shipping_address',
  'invoice_address',
  'original_price',
  'discounted_price',
  'shipment_price',
  'currency',
  'digital_consent_at',
] as const;

/** Orders of one user with their items, newest first: two queries whatever the count. */
export const loadOrders = async (db: Db, userId: number, orderNumber?: string): Promise<Order[]> => {
  let query = db.selectFrom('shop_order').select(orderColumns).where('user_id', '=', userId);
  if (orderNumber !== undefined) query = query.where('order_number', '=', orderNumber);
  const orders = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom('order_item')
    .leftJoin('product', 'product.id', 'order_item.product_id')
    .select(['order_item.order_id', 'order_item.product_id', 'order_item.product_name', 'order_item.thumbnail', 'order_item.quantity', 'order_item.unit_price', 'order_item.vat_rate', 'order_item.selected_properties', 'product.ships', ...productTextColumns])
    .where(
      'order_item.order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('order_item.id')
    .execute();
  return orders.map((o) => ({
    orderNumber: o.order_number,
    status: { name: o.status as OrderStatusName },
    createdAt: new Date(o.created_at).toISOString(),
    shippingAddress: AddressSchema.parse(o.shipping_address),
    invoiceAddress: o.invoice_address ? InvoiceAddressSchema.parse(o.invoice_address) : null,
    originalPrice: toMajor(o.original_price),
    discountedPrice: o.discounted_price === null ? null : toMajor(o.discounted_price),
    shipmentPrice: o.shipment_price === null ? null : toMajor(o.shipment_price),
    currency: { name: o.currency as CurrencyName },
    orderItems: items
      .filter((i) => i.order_id === o.id)
      .map((i) =>
        OrderItemSchema.parse({
          quantity: i.quantity,
          unitPrice: toMajor(i.unit_price),
          vatRate: i.vat_rate,
          product: { id: i.product_id, name: i.product_name, ...orderItemTexts(i), thumbnail: i.thumbnail, ...(i.ships === null ? {} : { ships: i.ships }) },
          selectedProperties: i.selected_properties,
        }),
      ),
    digitalConsentAt: o.digital_consent_at === null ? null : new Date(o.digital_consent_at).toISOString(),
  }));
};
