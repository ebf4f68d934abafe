import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { commentsForExport } from '../comments/commentQueries.ts';
import { readProfile } from '../profile/profileStore.ts';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

interface Person {
  id: number;
  email: string;
}

/** One part of the export: what the shop holds about the person in one place. */
type ExportSection = (db: Db, person: Person) => Promise<unknown>;

const account: ExportSection = async (db, { id }) => {
  // Never the password hash nor the token version: they are the shop's means of checking, not data about the person.
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'name', 'surname', 'role', 'active', 'created_at', 'last_seen_at', 'deletion_warned_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    role: row.role,
    active: row.active,
    createdAt: iso(row.created_at),
    lastLoginAt: iso(row.last_seen_at),
    inactivityWarningSentAt: iso(row.deletion_warned_at),
  };
};

/** The profile; its picture by name (both sizes at /image/{name} and /thumbnail/{name} while it is kept). */
const profile: ExportSection = async (db, { id }) => {
  const stored = await readProfile(db, id);
  if (!stored) return null;
  const { thumbnail, ...fields } = stored;
  return { ...fields, picture: thumbnail === null ? null : { name: thumbnail, image: `/image/${thumbnail}`, thumbnail: `/thumbnail/${thumbnail}` } };
};

const addresses: ExportSection = async (db, { id }) => {
  const row = await db.selectFrom('address_record').select(['shipping_address', 'invoice_address']).where('user_id', '=', id).executeTakeFirst();
  return row ? { shipping: json(row.shipping_address), invoice: json(row.invoice_address) } : null;
};

const cart: ExportSection = async (db, { id }) =>
  db
    .selectFrom('cart_item')
    .innerJoin('cart', 'cart.id', 'cart_item.cart_id')
    .select(['cart_item.product_id as productId', 'cart_item.quantity', 'cart_item.created_at as addedAt'])
    .where('cart.user_id', '=', id)
    .orderBy('cart_item.id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, addedAt: iso(row.addedAt) })));

const orders: ExportSection = async (db, { id }) => {
  const rows = await db.selectFrom('shop_order').selectAll().where('user_id', '=', id).orderBy('created_at').orderBy('id').execute();
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const items = await db.selectFrom('order_item').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
  const moves = await db.selectFrom('order_status_change').select(['order_id', 'at', 'from_status', 'to_status', 'tracking_number']).where('order_id', 'in', orderIds).orderBy('id').execute();
  // Every transaction of each order: "Pay again" supersedes the open one, whose notifications are the buyer's data too.
  const payments = await db.selectFrom('order_payment').select(['order_id', 'transaction_id']).where('order_id', 'in', orderIds).execute();
  const transactionsOf = (row: { id: number; transaction_id: string | null }) =>
    new Set([...(row.transaction_id ? [row.transaction_id] : []), ...payments.filter((p) => p.order_id === row.id).map((p) => p.transaction_id)]);
  const transactions = [...new Set(rows.flatMap((row) => [...transactionsOf(row)]))];
  const notifications = transactions.length
    ? await db.selectFrom('payment_notification').select(['transaction_id', 'status', 'outcome', 'received_at']).where('transaction_id', 'in', transactions).orderBy('id').execute()
    : [];
  return rows.map((row) => ({
    orderNumber: row.order_number,
    status: row.status,
    createdAt: iso(row.created_at),
    language: row.language,
    currency: row.currency,
    // Amounts in minor units (grosze, euro cents).
    originalPrice: row.original_price,
    discountedPrice: row.discounted_price,
    shipmentPrice: row.shipment_price,
    totalPrice: row.total_price,
    discountCode: row.discount_code,
    termsAcceptedAt: iso(row.terms_accepted_at),
    shippingAddress: json(row.shipping_address),
    invoiceAddress: json(row.invoice_address),
    items: items
      .filter((item) => item.order_id === row.id)
      .map((item) => ({ productId: item.product_id, productName: item.product_name, quantity: item.quantity, unitPrice: item.unit_price, options: json(item.selected_properties) })),
    statusHistory: moves.filter((move) => move.order_id === row.id).map((move) => ({ at: iso(move.at), from: move.from_status, to: move.to_status, trackingNumber: move.tracking_number })),
    payment: {
      method: row.payment_group,
      provider: row.payment_provider,
      transactionId: row.transaction_id,
      paidAt: iso(row.paid_at),
      chargedBackAt: iso(row.charged_back_at),
      notifications: notifications
        .filter((n) => transactionsOf(row).has(n.transaction_id))
        .map((n) => ({ status: n.status, outcome: n.outcome, receivedAt: iso(n.received_at) })),
    },
  }));
};

const newsletter: ExportSection = async (db, { email }) => {
  const row = await db.selectFrom('newsletter_registration').select(['email', 'created_at', 'confirmed_at']).where('email', '=', email).executeTakeFirst();
  return row ? { email: row.email, signedUpAt: iso(row.created_at), confirmedAt: iso(row.confirmed_at) } : null;
};

const contactMessages: ExportSection = async (db, { email }) =>
  db
    .selectFrom('contact_message')
    .select(['name', 'email', 'message', 'created_at'])
    .where(sql<string>`lower(email)`, '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ name: row.name, email: row.email, message: row.message, sentAt: iso(row.created_at) })));

/** Entries about the account (its role), made by it (as an admin), or naming its address (a removed sign-up). */
const auditEntries: ExportSection = async (db, { id, email }) =>
  db
    .selectFrom('admin_audit_log')
    .select(['at', 'action', 'entity_kind', 'entity_id', 'admin_user_id', 'before', 'after'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity_kind', '=', 'user'), eb('entity_id', '=', String(id))]),
        eb('admin_user_id', '=', id),
        eb(sql`strpos(cast(before as text), ${email})`, '>', 0),
        eb(sql`strpos(cast(after as text), ${email})`, '>', 0),
      ]),
    )
    .orderBy('at')
    .orderBy('id')
    .execute()
    .then((rows) =>
      rows.map((row) => ({ at: iso(row.at), action: row.action, entity: `${row.entity_kind}:${row.entity_id}`, byThisAccount: row.admin_user_id === id, before: json(row.before), after: json(row.after) })),
    );

/** Every login, open or ended (the refresh credentials are the shop's means of checking, not data about the person). */
const sessions: ExportSection = async (db, { id }) =>
  db
    .selectFrom('user_session')
    .select(['id', 'device', 'ip_prefix', 'created_at', 'last_seen_at', 'ended_at', 'end_reason'])
    .where('user_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        id: row.id,
        device: row.device,
        network: row.ip_prefix,
        createdAt: iso(row.created_at),
        lastSeenAt: iso(row.last_seen_at),
        endedAt: iso(row.ended_at),
        endReason: row.end_reason,
      })),
    );

/** The articles the customer keeps among their favourites, by id and title, when each was chosen. */
const favouriteArticles: ExportSection = async (db, { id }) =>
  db
    .selectFrom('favourite_article')
    .innerJoin('article', 'article.id', 'favourite_article.article_id')
    .select(['article.id', 'article.title_en', 'article.title_pl', 'favourite_article.created_at'])
    .where('favourite_article.user_id', '=', id)
    .orderBy('favourite_article.created_at')
    .orderBy('article.id')
    .execute()
    .then((rows) => rows.map((row) => ({ articleId: row.id, title: { en: row.title_en, pl: row.title_pl }, addedAt: iso(row.created_at) })));

/** The devices registered to the account, with when each was registered. */
const devices: ExportSection = async (db, { id }) =>
  db
    .selectFrom('device')
    .innerJoin('device_type', 'device_type.id', 'device.device_type_id')
    .select(['device.serial_number', 'device_type.name', 'device.registered_at'])
    .where('device.user_id', '=', id)
    .orderBy('device.registered_at')
    .orderBy('device.id')
    .execute()
    .then((rows) => rows.map((row) => ({ serialNumber: row.serial_number, deviceType: row.name, registeredAt: iso(row.registered_at) })));

/** The courses the account was given with its orders: when each was granted, and revoked if its order was refunded. */
const courses: ExportSection = async (db, { id }) =>
  db
    .selectFrom('course_access')
    .innerJoin('shop_order', 'shop_order.id', 'course_access.order_id')
    .select(['course_access.product_id', 'shop_order.order_number', 'course_access.granted_at', 'course_access.revoked_at'])
    .where('course_access.user_id', '=', id)
    .orderBy('course_access.granted_at')
    .orderBy('course_access.id')
    .execute()
    .then((rows) => rows.map((row) => ({ productId: row.product_id, orderNumber: row.order_number, grantedAt: iso(row.granted_at), revokedAt: iso(row.revoked_at) })));

/**
 * Everything the shop holds about one customer, by place. Whatever new the shop keeps about a person gets its
 * section here, so the export stays complete.
 */
const articleComments: ExportSection = async (db, { id }) => commentsForExport(db, id);

const sections = { account, profile, addresses, cart, orders, newsletter, contactMessages, auditEntries, sessions, articleComments, favouriteArticles, devices, courses } satisfies Record<string, ExportSection>;

export const exportPersonalData = async (db: Db, userId: number, now = new Date()): Promise<Record<string, unknown> | null> => {
  const person = await db.selectFrom('app_user').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!person) return null;
  const parts = await Promise.all(Object.entries(sections).map(async ([name, section]) => [name, await section(db, person)] as const));
  return { exportedAt: now.toISOString(), shop: 'Inercise', ...Object.fromEntries(parts) };
};
