// The owner's messages and subscribers: contact messages newest first, filtered and marked handled (audited), the
// newsletter's subscribers searched, exported as CSV (formula cells defused) and removed on request (audited).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminContracts, contracts } from '../../../contracts.ts';
import { adminOf, type Customer } from '../../../test/adminKit.ts';
import { startServer, type TestServer } from '../../../test/harness.ts';

const { pageSchema } = contracts;
const { AdminContactMessageSchema, AdminSubscriberSchema } = adminContracts;

describe('back-office messages and subscribers', () => {
  let server: TestServer;
  let admin: Customer;
  const messageIds: number[] = [];
  const subscriberIds: number[] = [];

  const get = (path: string) => server.request('GET', path, { token: admin.token });
  const messages = async (query = '') => {
    const answer = await get(`/admin/contact-messages${query}`);
    assert.equal(answer.status, 200, answer.text);
    return pageSchema(AdminContactMessageSchema).parse(answer.body);
  };
  const subscribers = async (query = '') => {
    const answer = await get(`/admin/newsletter${query}`);
    assert.equal(answer.status, 200, answer.text);
    return pageSchema(AdminSubscriberSchema).parse(answer.body);
  };
  const auditOf = (kind: string, id: number) =>
    server.database.db.selectFrom('admin_audit_log').selectAll().where('entity_kind', '=', kind).where('entity_id', '=', String(id)).orderBy('id').execute();

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    const db = server.database.db;
    // Older first, a second apart, so "newest first" is decided by the time and not by chance.
    const base = Date.now() - 60_000;
    const sent = [
      { name: 'Anna Łęcka', email: 'anna@example.com', message: 'Where is my parcel?' },
      { name: 'Ben', email: 'ben@example.com', message: '<b>Hello</b>, "quoted"' },
    ];
    for (const [index, values] of sent.entries()) {
      const row = await db.insertInto('contact_message').values({ ...values, created_at: new Date(base + index * 1000) }).returning('id').executeTakeFirstOrThrow();
      messageIds.push(row.id);
    }
    for (const [index, email] of ['first@example.com', '=cmd@example.com', 'third@shop.pl'].entries()) {
      const row = await db.insertInto('newsletter_registration').values({ email, created_at: new Date(base + index * 1000), confirmed_at: new Date(base + index * 1000) }).returning('id').executeTakeFirstOrThrow();
      subscriberIds.push(row.id);
    }
  });
  after(() => server.close());

  it('lists contact messages newest first, filtered by handled', async () => {
    const all = await messages();
    assert.deepEqual(all.content.map((row) => row.email), ['ben@example.com', 'anna@example.com']);
    assert.deepEqual([all.totalElements, all.totalPages, all.number, all.size], [2, 1, 0, 20]);
    assert.deepEqual({ ...all.content[1], createdAt: undefined }, { id: messageIds[0], name: 'Anna Łęcka', email: 'anna@example.com', message: 'Where is my parcel?', createdAt: undefined, handledAt: null, handledBy: null });
    assert.equal((await messages('?handled=true')).totalElements, 0);
    assert.equal((await messages('?handled=false')).totalElements, 2);
    assert.deepEqual((await messages('?size=1&page=1')).content.map((row) => row.id), [messageIds[0]]);
    assert.equal((await get('/admin/contact-messages?handled=maybe')).status, 400);
    assert.equal((await get('/admin/contact-messages?size=101')).status, 400);
  });

  it('marks a message handled and waiting again, each move audited, a repeat changing nothing', async () => {
    const id = messageIds[0]!;
    const patch = (body: unknown, path = `/admin/contact-messages/${id}`) => server.request('PATCH', path, { token: admin.token, body });
    const handled = await patch({ handled: true });
    assert.equal(handled.status, 200, handled.text);
    const message = AdminContactMessageSchema.parse(handled.body);
    assert.equal(message.handledBy, admin.email);
    assert.ok(message.handledAt && Date.parse(message.handledAt) >= Date.parse(message.createdAt));
    assert.equal((await patch({ handled: true })).status, 200);
    assert.deepEqual((await messages('?handled=true')).content.map((row) => row.id), [id]);
    assert.deepEqual((await messages('?handled=false')).content.map((row) => row.id), [messageIds[1]]);

    const waiting = AdminContactMessageSchema.parse((await patch({ handled: false })).body);
    assert.deepEqual([waiting.handledAt, waiting.handledBy], [null, null]);
    const entries = await auditOf('contactMessage', id);
    assert.deepEqual(
      entries.map((e) => [e.action, e.source, e.admin_user_id, e.admin_email, e.before, e.after]),
      [
        ['contactMessage.handled', 'backOffice', admin.id, admin.email, { handled: false }, { handled: true }],
        ['contactMessage.handled', 'backOffice', admin.id, admin.email, { handled: true }, { handled: false }],
      ],
    );

    assert.equal((await patch({ handled: 'yes' })).status, 400);
    assert.equal((await patch({})).status, 400);
    assert.equal((await patch({ handled: true }, '/admin/contact-messages/abc')).status, 400);
    const missing = await patch({ handled: true }, '/admin/contact-messages/999999');
    assert.deepEqual([missing.status, missing.body], [404, { message: 'contactMessageNotFound', field: 'id' }]);
  });

  it('lists subscribers newest first and finds a piece of the e-mail', async () => {
    const all = await subscribers();
    assert.deepEqual(all.content.map((row) => row.email), ['third@shop.pl', '=cmd@example.com', 'first@example.com']);
    assert.equal(all.content[0]!.id, subscriberIds[2]);
    assert.deepEqual((await subscribers('?q=EXAMPLE')).content.map((row) => row.email), ['=cmd@example.com', 'first@example.com']);
    // LIKE's wildcards are literal.
    assert.equal((await subscribers('?q=%25')).totalElements, 0);
    assert.equal((await subscribers('?q=%20%20')).totalElements, 3);
    assert.deepEqual([(await subscribers('?size=2&page=1')).content.length, (await subscribers('?size=2')).totalPages], [1, 2]);
  });

  it('exports every subscriber as CSV with a byte order mark, formula cells defused', async () => {
    const answer = await get('/admin/newsletter.csv');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="inercise-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await (await fetch(`${server.url}/admin/newsletter.csv`, { headers: { authorization: `Bearer ${admin.token}` } })).arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    assert.equal(lines[0], 'E-mail,Signed up (Warsaw time)');
    assert.deepEqual(lines.slice(1).map((line) => line.split(',')[0]), ['third@shop.pl', "'=cmd@example.com", 'first@example.com', '']);
    assert.match(lines[1]!, /^third@shop\.pl,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('removes a subscriber on request, audited with the e-mail it had', async () => {
    const id = subscriberIds[0]!;
    const removed = await server.request('DELETE', `/admin/newsletter/${id}`, { token: admin.token });
    assert.equal(removed.status, 204, removed.text);
    assert.deepEqual((await subscribers()).content.map((row) => row.email), ['third@shop.pl', '=cmd@example.com']);
    const again = await server.request('DELETE', `/admin/newsletter/${id}`, { token: admin.token });
    assert.deepEqual([again.status, again.body], [404, { message: 'subscriberNotFound', field: 'id' }]);
    const entries = await auditOf('newsletterSubscriber', id);
    assert.deepEqual(
      entries.map((e) => [e.action, e.admin_email, (e.before as { email: string }).email, e.after]),
      [['newsletterSubscriber.removed', admin.email, 'first@example.com', null]],
    );
    // Ids start at 1.
    assert.equal((await server.request('DELETE', '/admin/newsletter/0', { token: admin.token })).status, 400);
  });
});
