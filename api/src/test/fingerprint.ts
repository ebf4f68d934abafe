import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Every table the API writes to; the catalogue tables are read-only for the API but checked too. */
export const TABLES = [
  'app_user',
  'user_token',
  'cart',
  'cart_item',
  'address_record',
  'shop_order',
  'order_item',
  'payment_notification',
  'contact_message',
  'newsletter_registration',
  'discount',
  'device',
  'product',
  'property_value',
  'catalogue_version',
  'admin_audit_log',
  'order_status_change',
  // Invoices and their yearly counters, issued with a payment or a refund.
  'invoice',
  'invoice_counter',
  // What the back office writes besides orders: the catalogue's parts, pictures, articles, partners, code uses.
  'price_history',
  'product_image',
  'product_property',
  'specification_item',
  'uploaded_image',
  'article',
  'partner',
  'discount_use',
  // Old slugs of renamed products and articles.
  'slug_history',
  // The articles customers keep among their favourites.
  'favourite_article',
] as const;

export type Table = (typeof TABLES)[number];

/**
 * One md5 per table over all its rows as text (sorted, so row order on disk does not matter), in one
 * query: equal fingerprints mean no row was added, removed or changed.
 */
export const fingerprint = async (db: Db, tables: readonly Table[] = TABLES): Promise<Record<string, string>> => {
  const columns = tables.map((t) => sql`(select count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.table(t)} x)`.as(t));
  const row = (await db.selectNoFrom(columns).executeTakeFirstOrThrow()) as Record<string, string>;
  return row;
};
