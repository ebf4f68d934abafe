import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery } from 'kysely';
import { outboxOf } from '../../app.ts';
import { customer, defaultChoice, PASSWORD, polishAddress, startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';
import { runRetention } from './runRetention.ts';
import { RETENTION } from './retentionPeriods.ts';
import { scrubEmails } from './scrubEmails.ts';

const DAY = 86_400_000;

describe('retention job', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const db = () => server.database.db;
  /** One run at `now` (the clock moved forward), its mails sent. */
  const run = async (now: Date) => {
    const report = await runRetention({ db: db(), outbox: outboxOf(server.app), config: server.config }, now);
    await server.settleMail();
    return report;
  };
  const userRow = (id: number) => db().selectFrom('app_user').select(['id', 'deletion_warned_at', 'last_seen_at']).where('id', '=', id).executeTakeFirst();

  it('warns an account unused for three years a month ahead, then deletes it and keeps its orders, detached', async () => {
    const idle = await customer(server);
    await server.request('POST', '/address', { token: idle.token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/1', { token: idle.token, body: await defaultChoice(server, 1) });
    await server.request('GET', '/cart/shipment/POLAND', { token: idle.token });
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: idle.token, body: { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' } });
    assert.equal(begun.status, 200);
    await server.request('POST', '/newsletter/register', { body: { emailAddress: idle.email, captchaResponseToken: 'x' } });
    await db().updateTable('newsletter_registration').set({ confirmed_at: new Date() }).where('email', '=', idle.email).execute();
    const active = await customer(server);
    const lastSeen = new Date((await userRow(idle.id))!.last_seen_at);

    // Two years on: nothing yet.
    assert.equal((await run(new Date(lastSeen.getTime() + 2 * 365 * DAY))).accountsWarned, 0);
    // Three years less 29 days: the warning, once.
    const warnedAt = new Date(lastSeen.getTime() + (RETENTION.inactiveAccountDays - 29) * DAY);
    const first = await run(warnedAt);
    assert.ok(first.accountsWarned >= 2, 'both accounts are that old at this clock');
    const warning = server
      .mails()
      .map((m) => m.replace(/=\r?\n/g, ''))
      .filter((m) => m.includes(`To: ${idle.email}`) && m.includes('for almost three years'));
    assert.equal(warning.length, 1);
    assert.match(warning[0]!, /log in before that date:\s+http:\/\/shop\.test\/login/);
    assert.equal((await run(new Date(warnedAt.getTime() + DAY))).accountsWarned, 0, 'warned once');
    // The other customer logs in after the warning: that keeps the account (and forgets the warning).
    const login = await server.request('POST', '/users/login', { body: { username: active.email, password: 'Trening1!', captchaResponseToken: 'x' } });
    assert.equal(login.status, 200);
    await db().updateTable('app_user').set({ last_seen_at: new Date(warnedAt.getTime() + DAY) }).where('id', '=', active.id).execute();
    assert.equal((await userRow(active.id))!.deletion_warned_at, null);

    // Three years are up, but the month since the warning is not: kept.
    assert.equal((await run(new Date(lastSeen.getTime() + RETENTION.inactiveAccountDays * DAY + DAY / 2))).accountsDeleted, 0);
    assert.ok(await userRow(idle.id));
    // A month after the warning: deleted, its orders kept and no longer linked, its sign-up gone.
    const report = await run(new Date(warnedAt.getTime() + 31 * DAY));
    assert.ok(report.accountsDeleted >= 1);
    assert.equal(await userRow(idle.id), undefined);
    assert.ok(await userRow(active.id), 'the account used after the warning stays');
    const transactionId = begun.text.split('/sandbox/pay/')[1]!;
    const order = await db().selectFrom('shop_order').select(['user_id', 'shipping_address']).where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
    assert.equal(order.user_id, null);
    assert.equal((order.shipping_address as { city: string }).city, '', 'an unpaid order also loses its address');
    assert.equal(await db().selectFrom('newsletter_registration').select('id').where('email', '=', idle.email).executeTakeFirst(), undefined);
  });

  it('deletes contact messages after two years and unconfirmed sign-ups after 7 days', async () => {
    const now = new Date();
    const [oldEmail, newEmail] = [uniqueEmail('old'), uniqueEmail('new')];
    await db().insertInto('contact_message').values([
      { email: oldEmail, name: 'Old', message: 'old', created_at: new Date(now.getTime() - (RETENTION.contactMessageDays + 1) * DAY) },
      { email: newEmail, name: 'New', message: 'new', created_at: new Date(now.getTime() - (RETENTION.contactMessageDays - 1) * DAY) },
    ]).execute();
    const [stale, fresh, confirmed] = [uniqueEmail('stale'), uniqueEmail('fresh'), uniqueEmail('kept')];
    await db().insertInto('newsletter_registration').values([
      { email: stale, created_at: new Date(now.getTime() - 8 * DAY) },
      { email: fresh, created_at: new Date(now.getTime() - 6 * DAY) },
      { email: confirmed, created_at: new Date(now.getTime() - 400 * DAY), confirmed_at: new Date(now.getTime() - 399 * DAY) },
    ]).execute();
    const report = await run(now);
    assert.ok(report.contactMessagesDeleted >= 1);
    const messages = await db().selectFrom('contact_message').select('email').where('email', 'in', [oldEmail, newEmail]).execute();
    assert.deepEqual(messages.map((m) => m.email), [newEmail]);
    const signUps = await db().selectFrom('newsletter_registration').select('email').where('email', 'in', [stale, fresh, confirmed]).orderBy('email').execute();
    assert.deepEqual(signUps.map((s) => s.email).sort(), [confirmed, fresh].sort());
  });

  it('takes the e-mails out of old payment notifications and audit entries, and keeps the rest', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (RETENTION.emailInRecordsDays + 1) * DAY);
    const recent = new Date(now.getTime() - (RETENTION.emailInRecordsDays - 1) * DAY);
    const email = uniqueEmail('payer');
    const notifications = await db()
      .insertInto('payment_notification')
      .values([
        { provider: 'tpay', transaction_id: 'TR-OLD', status: 'TRUE', outcome: 'paid', payload: JSON.stringify({ tr_email: email, tr_desc: `Order for ${email}`, tr_amount: '10.00' }), received_at: old },
        { provider: 'tpay', transaction_id: 'TR-NEW', status: 'TRUE', outcome: 'paid', payload: JSON.stringify({ tr_email: email, tr_amount: '20.00' }), received_at: recent },
      ])
      .returning('id')
      .execute();
    const entries = await db()
      .insertInto('admin_audit_log')
      .values([
        { at: old, source: 'backOffice', admin_email: 'owner@inercise.pl', action: 'newsletterSubscriber.removed', entity_kind: 'newsletterSubscriber', entity_id: '7', before: JSON.stringify({ email, createdAt: '2020-01-01' }), after: null },
        { at: recent, source: 'backOffice', admin_email: 'owner@inercise.pl', action: 'newsletterSubscriber.removed', entity_kind: 'newsletterSubscriber', entity_id: '8', before: JSON.stringify({ email }), after: null },
      ])
      .returning('id')
      .execute();
    await run(now);
    // Both are past the body's 180 days as well: only the amount beside the outcome is left of them (see below).
    const payloads = await db().selectFrom('payment_notification').select(['transaction_id', 'payload', 'status', 'outcome']).where('id', 'in', notifications.map((n) => n.id)).orderBy('id').execute();
    assert.deepEqual(payloads.map((p) => [p.transaction_id, p.status, p.outcome, p.payload]), [
      ['TR-OLD', 'TRUE', 'paid', { tr_amount: '10.00' }],
      ['TR-NEW', 'TRUE', 'paid', { tr_amount: '20.00' }],
    ]);
    const audit = await db().selectFrom('admin_audit_log').select(['admin_email', 'action', 'before']).where('id', 'in', entries.map((e) => e.id)).orderBy('id').execute();
    assert.deepEqual(audit.map((a) => [a.admin_email, a.action, a.before]), [
      [null, 'newsletterSubscriber.removed', { email: '[removed]', createdAt: '2020-01-01' }],
      ['owner@inercise.pl', 'newsletterSubscriber.removed', { email }],
    ]);
    // A second run finds nothing more to do.
    const again = await run(now);
    assert.deepEqual([again.paymentNotificationsScrubbed, again.auditEntriesScrubbed], [0, 0]);
  });

  it('keeps no used or expired refresh credential, session, link or payment notification body past its period', async () => {
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const staying = await customer(server);
    const leaving = await customer(server);
    const sessionOf = async (userId: number) => (await db().selectFrom('user_session').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id;
    const [open, ended] = [await sessionOf(staying.id), await sessionOf(leaving.id)];
    // A logout ends the leaving customer's session; the staying one's refreshed (its first credential rotated).
    await db().updateTable('user_session').set({ ended_at: now, end_reason: 'logout' }).where('id', '=', ended).execute();
    await db().updateTable('refresh_credential').set({ rotated_at: now }).where('session_id', '=', open).execute();
    await db().insertInto('refresh_credential').values({ hash: `current-${open}`, session_id: open }).execute();
    // A registration never activated: its link unused, valid 48 hours. The customers' activation links are used.
    const waiting = uniqueEmail('waiting');
    assert.equal((await server.request('POST', '/users', { body: { emailAddress: waiting, password: PASSWORD } })).status, 201);
    const [notification] = await db()
      .insertInto('payment_notification')
      .values({ provider: 'tpay', transaction_id: `TR-BODY-${Date.now()}`, status: 'TRUE', outcome: 'paid', payload: JSON.stringify({ tr_email: staying.email, tr_amount: '99.00', tr_desc: 'Order' }), received_at: now })
      .returning('id')
      .execute();
    const credentials = (session: string) => db().selectFrom('refresh_credential').select(['hash', 'rotated_at']).where('session_id', '=', session).execute();
    const session = (id: string) => db().selectFrom('user_session').select('id').where('id', '=', id).executeTakeFirst();
    const tokens = (userIds: number[]) => db().selectFrom('user_token').select(['used_at', 'expires_at']).where('user_id', 'in', userIds).execute();
    const waitingId = (await db().selectFrom('app_user').select('id').where('email', '=', waiting).executeTakeFirstOrThrow()).id;

    // The same day: the unused link is still good, the used ones are gone; the rotated credential is kept a day.
    await run(at(0.5));
    assert.deepEqual((await tokens([staying.id, leaving.id, waitingId])).length, 1);
    const kept = await credentials(open);
    assert.ok(kept.some((c) => c.hash === `current-${open}`), 'the current one is kept');
    assert.ok(kept.some((c) => c.rotated_at !== null), 'rotated a moment ago: kept for its reuse to be seen');
    assert.deepEqual(await credentials(ended), [], 'a session over has nothing to trade');

    // Three days on: no used or expired link, no credential rotated a day ago; the open session keeps its current one.
    const second = await run(at(3));
    assert.ok(second.tokensDeleted >= 1 && second.refreshCredentialsDeleted >= 1);
    assert.deepEqual(await tokens([staying.id, leaving.id, waitingId]), []);
    assert.deepEqual((await credentials(open)).map((c) => c.hash), [`current-${open}`]);
    assert.ok(await session(ended), 'an ended session is kept for its period');
    const unusedExpired = await db().selectFrom('user_token').select('id').where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', at(3))])).execute();
    assert.deepEqual(unusedExpired, []);

    // 31 days on: the ended session is gone; the open one, unused for 30 days, is over: its credentials go.
    await run(at(31));
    assert.equal(await session(ended), undefined);
    assert.deepEqual(await credentials(open), []);
    assert.ok(await session(open));
    // 61 days on, the idle session's own period is over too; the notification still has its body.
    await run(at(61));
    assert.equal(await session(open), undefined);
    const body = () => db().selectFrom('payment_notification').select(['outcome', 'status', 'payload', 'body_dropped_at']).where('id', '=', notification!.id).executeTakeFirstOrThrow();
    assert.equal(((await body()).payload as { tr_email?: string }).tr_email, staying.email);

    // 181 days on: the body is gone; the outcome, status and amount stay. Nothing of either table is past its period.
    const late = await run(at(RETENTION.paymentNotificationBodyDays + 1));
    assert.ok(late.paymentNotificationBodiesDropped >= 1);
    const dropped = await body();
    assert.deepEqual([dropped.outcome, dropped.status, dropped.payload], ['paid', 'TRUE', { tr_amount: '99.00' }]);
    assert.ok(dropped.body_dropped_at);
    const pastPeriod = await db()
      .selectFrom('payment_notification')
      .select('id')
      .where('received_at', '<', at(1))
      .where('body_dropped_at', 'is', null)
      .execute();
    assert.deepEqual(pastPeriod, []);
    const sessionsPast = await db()
      .selectFrom('user_session')
      .select('id')
      .where((eb) => eb.or([eb('ended_at', '<', at(RETENTION.paymentNotificationBodyDays + 1 - RETENTION.endedSessionDays)), eb('last_seen_at', '<', at(RETENTION.paymentNotificationBodyDays + 1 - 60))]))
      .execute();
    assert.deepEqual(sessionsPast, []);
    assert.deepEqual(await db().selectFrom('refresh_credential').select('hash').where('rotated_at', 'is not', null).execute(), []);
    // Running again changes nothing.
    const again = await run(at(RETENTION.paymentNotificationBodyDays + 1));
    assert.deepEqual([again.sessionsDeleted, again.refreshCredentialsDeleted, again.tokensDeleted, again.paymentNotificationBodiesDropped], [0, 0, 0, 0]);
  });

  it('replaces addresses inside any JSON value', () => {
    assert.deepEqual(scrubEmails({ a: ['x a.b+c@d.example.com y', 3, null], b: { c: 'no address' } }), { a: ['x [removed] y', 3, null], b: { c: 'no address' } });
  });
});

describe('retention schedule', () => {
  it('puts the daily run on the working process', async () => {
    const server = await startServer({ retentionSchedule: true });
    try {
      const { rows } = await server.database.db.executeQuery<{ name: string; cron: string; timezone: string }>(
        CompiledQuery.raw(`select name, cron, timezone from pgboss.schedule where name = 'retention'`),
      );
      assert.deepEqual(rows.map((r) => [r.name, r.cron, r.timezone]), [['retention', '30 3 * * *', 'UTC']]);
    } finally {
      await server.close();
    }
  });
});
