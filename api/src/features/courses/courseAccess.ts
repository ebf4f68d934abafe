import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { MyCourse } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';
import { orderItemTexts, productTextColumns } from '../orders/orderItemTexts.ts';

const mac = (secret: string, accessId: number, userId: number): Buffer => createHmac('sha256', secret).update(`course:${accessId}:${userId}`).digest();

/**
 * The token of a buyer's course link: `<access id>.<HMAC>`, signed with the link secret and naming the grant and its
 * account, so a link cannot be made up or moved to another course. Nothing else is stored: a revoked grant is
 * refused by its row (verifyCourseAccess).
 */
const courseToken = (secret: string, accessId: number, userId: number): string => `${accessId}.${mac(secret, accessId, userId).toString('base64url')}`;

const SHAPE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The course a link token opens (its product id), or null when the token is not ours, or names a grant revoked or
 * gone: what the course pages ask before playing anything.
 */
export const verifyCourseAccess = async (db: Db, secret: string, token: string): Promise<{ productId: number; userId: number } | null> => {
  const match = SHAPE.exec(token);
  // The last of 43 characters carries two unused bits: four spellings decode alike. Only ours is a token.
  if (!match || Buffer.from(match[2]!, 'base64url').toString('base64url') !== match[2]) return null;
  const grant = await db
    .selectFrom('course_access')
    .select(['id', 'user_id', 'product_id'])
    .where('id', '=', Number(match[1]))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!grant) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, grant.id, grant.user_id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { productId: grant.product_id, userId: grant.user_id } : null;
};

/**
 * Grants the courses (the lines that do not ship) of an order just paid to the account that placed it, in the
 * transaction that marks it PAID: one grant per course and order, however often the payment is reported.
 */
export const grantCourses = async (trx: Db, orderNumber: string): Promise<void> => {
  await trx
    .insertInto('course_access')
    .columns(['user_id', 'product_id', 'order_id'])
    .expression((eb) =>
      eb
        .selectFrom('shop_order')
        .innerJoin('order_item', 'order_item.order_id', 'shop_order.id')
        .innerJoin('product', 'product.id', 'order_item.product_id')
        .select(['shop_order.user_id', 'order_item.product_id', 'shop_order.id'])
        .distinct()
        .where('shop_order.order_number', '=', orderNumber)
        .where('shop_order.user_id', 'is not', null)
        .where('product.ships', '=', false)
        .$narrowType<{ user_id: number }>(),
    )
    .onConflict((oc) => oc.columns(['order_id', 'product_id']).doNothing())
    .execute();
};

/** Ends the access an order gave when its money goes back (refunded in the back office); the rows stay, with the time. */
export const revokeCourses = async (trx: Db, orderNumber: string): Promise<void> => {
  await trx
    .updateTable('course_access')
    .set({ revoked_at: sql<Date>`now()` })
    .where('order_id', '=', (eb) => eb.selectFrom('shop_order').select('id').where('order_number', '=', orderNumber))
    .where('revoked_at', 'is', null)
    .execute();
};

/** The account's courses with access, newest grant first, each with its signed link. */
export const listCourses = async (db: Db, userId: number, links: { secret: string; courseUrl: string }): Promise<MyCourse[]> => {
  const rows = await db
    .selectFrom('course_access')
    .innerJoin('shop_order', 'shop_order.id', 'course_access.order_id')
    .innerJoin('order_item', (join) => join.onRef('order_item.order_id', '=', 'course_access.order_id').onRef('order_item.product_id', '=', 'course_access.product_id'))
    .leftJoin('product', 'product.id', 'course_access.product_id')
    .select(['course_access.id', 'course_access.product_id', 'course_access.granted_at', 'shop_order.order_number', 'order_item.product_name', 'order_item.thumbnail', ...productTextColumns])
    .where('course_access.user_id', '=', userId)
    .where('course_access.revoked_at', 'is', null)
    .orderBy('course_access.granted_at', 'desc')
    .orderBy('course_access.id', 'desc')
    .execute();
  // A course bought in two orders (two options) is one course to watch: the newest grant's link.
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.product_id)) return [];
    seen.add(row.product_id);
    return [
      {
        productId: row.product_id,
        name: row.product_name,
        ...orderItemTexts(row),
        thumbnail: row.thumbnail,
        orderNumber: row.order_number,
        grantedAt: new Date(row.granted_at).toISOString(),
        accessUrl: `${links.courseUrl}/${row.product_id}?access=${courseToken(links.secret, row.id, userId)}`,
      },
    ];
  });
};
