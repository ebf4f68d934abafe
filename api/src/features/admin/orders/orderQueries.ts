import { sql, type RawBuilder } from 'kysely';
import type { AdminOrderDetail, AdminOrderRow } from '@inercise/contracts/admin';
import type { CurrencyName, OrderStatusName, Page } from '@inercise/contracts';
import { contracts } from '../../../contracts.ts';
import type { Db } from '../../../db/database.ts';
import { toMajor } from '../../../money.ts';
import { actorView } from '../audit.ts';
import { SHOP_TIME_ZONE } from '../csv.ts';
import { pageOf } from '../paging.ts';
import { nextStatuses } from './statusMoves.ts';
import { UNPAID_STATUSES } from '../../unpaidOrders/runUnpaidOrders.ts';
import { orderItemTexts, productTextColumns } from '../../orders/orderItemTexts.ts';

const { AddressSchema, InvoiceAddressSchema, OrderItemSchema } = contracts;

// The shop's days: a date filter means a day in Poland, whatever the server's time zone.

export interface OrderFilter {
  status?: OrderStatusName | undefined;
  /** Placed on or after this day (YYYY-MM-DD, the shop's time zone). */
  from?: string | undefined;
  /** Placed on or before this day. */
  to?: string | undefined;
  currency?: CurrencyName | undefined;
  /** The id of the partner who brought it. */
  partner?: number | undefined;
  /** A piece of the order number, the account's e-mail, the shipping name or the invoice's company name. */
  q?: string | undefined;
}

/** LIKE's wildcards and its escape character, taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The capitals of Latin-1 and Latin Extended-A (Ł, Ż, Ö, É...) and their small letters. A database created without
 * a locale lower-cases ASCII only, so the search folds these itself: "łęcka" finds "Łęcka" on every server.
 */
const [CAPITALS, SMALL] = (() => {
  let capitals = '';
  let small = '';
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const letter = String.fromCharCode(code);
    const lower = letter.toLowerCase();
    if (lower !== letter && lower.length === 1) {
      capitals += letter;
      small += lower;
    }
  }
  return [capitals, small];
})();

const folded = (text: RawBuilder<string | null>) => sql<string>`lower(translate(${text}, ${CAPITALS}, ${SMALL}))`;

const matching = (db: Db, filter: OrderFilter) => {
  let query = db.selectFrom('shop_order').leftJoin('app_user', 'app_user.id', 'shop_order.user_id');
  if (filter.status) query = query.where('shop_order.status', '=', filter.status);
  if (filter.currency) query = query.where('shop_order.currency', '=', filter.currency);
  if (filter.partner) query = query.where('shop_order.partner_id', '=', filter.partner);
  if (filter.from) query = query.where('shop_order.created_at', '>=', sql<Date>`(${filter.from}::date::timestamp at time zone ${SHOP_TIME_ZONE})`);
  if (filter.to) query = query.where('shop_order.created_at', '<', sql<Date>`((${filter.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`);
  if (filter.q) {
    const pattern = likePattern(filter.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(folded(sql`shop_order.order_number`), 'like', pattern),
        eb(folded(sql`app_user.email`), 'like', pattern),
        eb(folded(sql`concat_ws(' ', shop_order.shipping_address->>'name', shop_order.shipping_address->>'surname')`), 'like', pattern),
        eb(folded(sql`shop_order.invoice_address->>'companyName'`), 'like', pattern),
      ]),
    );
  }
  return query;
};

const itemCount = sql<number>`coalesce((select sum(quantity) from order_item where order_item.order_id = shop_order.id), 0)::int`;
const customerName = sql<string>`trim(concat_ws(' ', shop_order.shipping_address->>'name', shop_order.shipping_address->>'surname'))`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** One page of the orders that match, newest first, with the number of all that match. */
export const listOrders = async (db: Db, filter: OrderFilter, paging: { page: number; size: number }): Promise<Page<AdminOrderRow>> => {
  const { total } = await matching(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await matching(db, filter)
    .select([
      'shop_order.order_number',
      'shop_order.status',
      'shop_order.created_at',
      'shop_order.paid_at',
      'shop_order.currency',
      'shop_order.total_price',
      'app_user.email',
      customerName.as('customer_name'),
      itemCount.as('item_count'),
    ])
    .orderBy('shop_order.created_at', 'desc')
    .orderBy('shop_order.id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  const content = rows.map(
    (row): AdminOrderRow => ({
      orderNumber: row.order_number,
      status: row.status as OrderStatusName,
      createdAt: iso(row.created_at),
      paidAt: isoOrNull(row.paid_at),
      currency: row.currency as CurrencyName,
      totalPrice: toMajor(row.total_price),
      email: row.email,
      customerName: row.customer_name,
      itemCount: Number(row.item_count),
    }),
  );
  return pageOf(content, Number(total), paging);
};

/** Every order that matches, newest first, with what the spreadsheet shows (ordersCsv.ts). */
export const exportOrders = async (db: Db, filter: OrderFilter) =>
  matching(db, filter)
    .select([
      'shop_order.order_number',
      'shop_order.status',
      'shop_order.created_at',
      'shop_order.paid_at',
      'shop_order.currency',
      'shop_order.original_price',
      'shop_order.discounted_price',
      'shop_order.shipment_price',
      'shop_order.total_price',
      'shop_order.discount_code',
      'shop_order.shipping_address',
      'shop_order.invoice_address',
      'app_user.email',
      itemCount.as('item_count'),
    ])
    .orderBy('shop_order.created_at', 'desc')
    .orderBy('shop_order.id', 'desc')
    .execute();

export type ExportedOrder = Awaited<ReturnType<typeof exportOrders>>[number];

/**
 * The whole order as the owner handles it, or null. `unpaidOrderDays` is the terms' period for paying (the API's
 * configuration), from which an order waiting for its payment has its deadline unless the owner extended it.
 */
export const loadOrderDetail = async (db: Db, orderNumber: string, unpaidOrderDays = 3): Promise<AdminOrderDetail | null> => {
  const order = await db
    .selectFrom('shop_order')
    .leftJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .leftJoin('partner', 'partner.id', 'shop_order.partner_id')
    .selectAll('shop_order')
    .select(['app_user.email', 'partner.name as partner_name'])
    .where('shop_order.order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order) return null;
  const items = await db
    .selectFrom('order_item')
    .leftJoin('product', 'product.id', 'order_item.product_id')
    .select(['order_item.product_id', 'order_item.product_name', 'order_item.thumbnail', 'order_item.quantity', 'order_item.unit_price', 'order_item.selected_properties', ...productTextColumns])
    .where('order_item.order_id', '=', order.id)
    .orderBy('order_item.id')
    .execute();
  const notifications = order.transaction_id
    ? await db
        .selectFrom('payment_notification')
        .select(['received_at', 'status', 'outcome', sql<string | null>`payload->>'tr_amount'`.as('amount')])
        .where('transaction_id', '=', order.transaction_id)
        .orderBy('received_at')
        .orderBy('id')
        .execute()
    : [];
  const history = await db.selectFrom('order_status_change').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  return {
    orderNumber: order.order_number,
    status: order.status as OrderStatusName,
    nextStatuses: [...nextStatuses(order.status)],
    createdAt: iso(order.created_at),
    paidAt: isoOrNull(order.paid_at),
    chargedBackAt: isoOrNull(order.charged_back_at),
    paymentDueAt: (UNPAID_STATUSES as readonly string[]).includes(order.status)
      ? iso(order.payment_due_at ?? new Date(new Date(order.created_at).getTime() + unpaidOrderDays * 86_400_000))
      : null,
    updatedAt: iso(order.updated_at),
    language: order.language === 'en' ? 'en' : 'pl',
    currency: order.currency as CurrencyName,
    originalPrice: toMajor(order.original_price),
    discountedPrice: order.discounted_price === null ? null : toMajor(order.discounted_price),
    shipmentPrice: order.shipment_price === null ? null : toMajor(order.shipment_price),
    totalPrice: toMajor(order.total_price),
    discountCode: order.discount_code,
    partner: order.partner_id !== null && order.partner_name !== null ? { id: order.partner_id, name: order.partner_name } : null,
    payment: { group: order.payment_group, provider: order.payment_provider, transactionId: order.transaction_id },
    customer: order.user_id !== null && order.email !== null ? { userId: order.user_id, email: order.email } : null,
    shippingAddress: AddressSchema.parse(order.shipping_address),
    invoiceAddress: order.invoice_address ? InvoiceAddressSchema.parse(order.invoice_address) : null,
    items: items.map((item) =>
      OrderItemSchema.parse({
        quantity: item.quantity,
        unitPrice: toMajor(item.unit_price),
        product: { id: item.product_id, name: item.product_name, ...orderItemTexts(item), thumbnail: item.thumbnail },
        selectedProperties: item.selected_properties,
      }),
    ),
    paymentNotifications: notifications.map((n) => ({ receivedAt: iso(n.received_at), status: n.status, outcome: n.outcome, amount: n.amount })),
    statusHistory: history.map((change) => ({
      at: iso(change.at),
      from: change.from_status as OrderStatusName,
      to: change.to_status as OrderStatusName,
      reason: change.reason,
      trackingNumber: change.tracking_number,
      by: actorView(change.source, change.changed_by_user_id, change.changed_by_email),
    })),
  };
};
