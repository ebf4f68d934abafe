import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery } from 'kysely';
import { outboxOf } from '../../app.ts';
import { customer, defaultChoice, polishAddress, startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';
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
    const payloads = await db().selectFrom('payment_notification').select(['transaction_id', 'payload', 'status']).where('id', 'in', notifications.map((n) => n.id)).orderBy('id').execute();
    assert.deepEqual(payloads.map((p) => [p.transaction_id, p.status, p.payload]), [
      ['TR-OLD', 'TRUE', { tr_email: '[removed]', tr_desc: 'Order for [removed]', tr_amount: '10.00' }],
      ['TR-NEW', 'TRUE', { tr_email: email, tr_amount: '20.00' }],
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
