import { sql } from 'kysely';
import type { AdminContactMessage, AdminSubscriber } from '@inercise/contracts/admin';
import type { Page } from '@inercise/contracts';
import type { Db } from '../../../db/database.ts';
import type { BackOfficeActor } from '../access.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { likePattern } from '../orders/orderQueries.ts';
import { pageOf } from '../paging.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const contactMessageView = (row: {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: Date | string;
  handled_at: Date | string | null;
  handled_by: string | null;
}): AdminContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: iso(row.created_at),
  handledAt: row.handled_at === null ? null : iso(row.handled_at),
  handledBy: row.handled_by,
});

/** One page of the contact messages, newest first, optionally only the handled or the waiting ones. */
export const listContactMessages = async (db: Db, filter: { handled?: boolean | undefined; page: number; size: number }): Promise<Page<AdminContactMessage>> => {
  let query = db.selectFrom('contact_message');
  if (filter.handled !== undefined) query = query.where('handled_at', filter.handled ? 'is not' : 'is', null);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.size)
    .offset(filter.page * filter.size)
    .execute();
  return pageOf(rows.map(contactMessageView), Number(total), filter);
};

/**
 * Marks a message handled (or waiting again) with its audit entry in one transaction. Asking for the state it is
 * already in changes nothing and logs nothing. Undefined when there is no such message.
 */
export const markContactMessage = async (db: Db, actor: BackOfficeActor, id: number, handled: boolean): Promise<AdminContactMessage | undefined> =>
  db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('contact_message').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    if ((current.handled_at !== null) === handled) return contactMessageView(current);
    const changed = await trx
      .updateTable('contact_message')
      .set(handled ? { handled_at: sql`now()`, handled_by: actor.email } : { handled_at: null, handled_by: null })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'contactMessage.handled',
      entityKind: 'contactMessage',
      entityId: String(id),
      before: { handled: !handled },
      after: { handled },
    });
    return contactMessageView(changed);
  });

const subscriberView = (row: { id: number; email: string; created_at: Date | string }): AdminSubscriber => ({ id: row.id, email: row.email, createdAt: iso(row.created_at) });

const subscribersMatching = (db: Db, q: string | undefined) => {
  // Only confirmed sign-ups are subscribers; an unconfirmed one waits for its link (or its 7 days to end).
  const query = db.selectFrom('newsletter_registration').where('confirmed_at', 'is not', null);
  // Sign-ups are stored in small letters; the search is too.
  return q ? query.where(sql<string>`lower(email)`, 'like', likePattern(q.toLowerCase())) : query;
};

/** One page of the newsletter's subscribers, newest first, optionally those whose e-mail holds a piece of text. */
export const listSubscribers = async (db: Db, filter: { q?: string | undefined; page: number; size: number }): Promise<Page<AdminSubscriber>> => {
  const query = subscribersMatching(db, filter.q);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'email', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.size)
    .offset(filter.page * filter.size)
    .execute();
  return pageOf(rows.map(subscriberView), Number(total), filter);
};

/** Every subscriber, newest first, for the export. */
export const exportSubscribers = (db: Db) =>
  db.selectFrom('newsletter_registration').select(['email', 'created_at']).where('confirmed_at', 'is not', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

/** Removes a subscriber on their request, with its audit entry (the e-mail as it was) in the same transaction. */
export const removeSubscriber = async (db: Db, actor: Actor, id: number): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('newsletter_registration').where('id', '=', id).returning(['email', 'created_at']).executeTakeFirst();
    if (!removed) return false;
    await recordAudit(trx, actor, {
      action: 'newsletterSubscriber.removed',
      entityKind: 'newsletterSubscriber',
      entityId: String(id),
      before: { email: removed.email, createdAt: iso(removed.created_at) },
      after: null,
    });
    return true;
  });
