// The owner's partners: listed with the orders each brought and their paid revenue per currency, added, changed and
// removed, each change audited; a partner that brought orders is archived instead of deleted (hidden from shoppers,
// still named by its orders); the orders list filtered by partner.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminContracts, contracts } from '../../../contracts.ts';
import { adminOf, type Customer } from '../../../test/adminKit.ts';
import { fingerprint } from '../../../test/fingerprint.ts';
import { customer, startServer, type TestServer } from '../../../test/harness.ts';
import { insertShopOrder } from '../stats/insertShopOrder.ts';

const { pageSchema } = contracts;
const { AdminPartnerSchema, AdminPartnerListSchema, AdminPartnerRemovalSchema, AdminOrderRowSchema, AdminOrderDetailSchema } = adminContracts;

describe('back-office partners', () => {
  let server: TestServer;
  let admin: Customer;
  let shopper: Customer;
  /** Orders brought by the seed's partner 1 (FizjoLab Kraków). */
  const fizjolabOrders: string[] = [];

  const call = (method: string, path: string, body?: unknown, token: string | undefined = admin.token) => server.request(method, path, { token, body });
  const partners = async () => {
    const answer = await call('GET', '/admin/partners');
    assert.equal(answer.status, 200, answer.text);
    return AdminPartnerListSchema.parse(answer.body);
  };
  const auditOf = (id: number) =>
    server.database.db.selectFrom('admin_audit_log').selectAll().where('entity_kind', '=', 'partner').where('entity_id', '=', String(id)).orderBy('id').execute();
  /** Every table the API writes to, and the partners. */
  const state = async () => ({
    tables: await fingerprint(server.database.db),
    partners: await server.database.db.selectFrom('partner').selectAll().orderBy('id').execute(),
  });
  const shopList = async () => ((await server.request('GET', '/partner/list')).body as { id: number; name: string }[]).map((p) => p.name);

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    shopper = await customer(server);
    const db = server.database.db;
    for (const [status, currency, total] of [
      ['PAID', 'PLN', 10_000],
      ['SHIPPED', 'PLN', 5_000],
      ['DELIVERED', 'EUR', 2_000],
      ['CANCELLED', 'PLN', 99_900],
      ['RETURNED', 'EUR', 500],
      ['PAYMENT_VERIFICATION', 'PLN', 1_000],
    ] as const) {
      fizjolabOrders.push(await insertShopOrder(db, { status, currency, total, partnerId: 1 }));
    }
    // Someone else's order, and one without a partner.
    await insertShopOrder(db, { status: 'PAID', total: 7_700, partnerId: 2 });
    await insertShopOrder(db, { status: 'PAID', total: 3_300 });
  });
  after(() => server.close());

  it('refuses every partner call without a token, with a forged one and to a customer', async () => {
    const forged = `${admin.token.slice(0, -4)}AAAA`;
    const calls: [string, string, unknown][] = [
      ['GET', '/admin/partners', undefined],
      ['POST', '/admin/partners', { name: 'Intruz' }],
      ['PATCH', '/admin/partners/1', { name: 'Intruz' }],
      ['DELETE', '/admin/partners/1', undefined],
    ];
    const untouched = await state();
    for (const [method, path, body] of calls) {
      for (const [token, status, message] of [
        [undefined, 401, 'unauthorized'],
        [forged, 401, 'unauthorized'],
        [shopper.token, 403, 'adminOnly'],
      ] as const) {
        const answer = await server.request(method, path, { token, body });
        assert.deepEqual([answer.status, answer.body], [status, { message, field: null }], `${method} ${path} with ${String(token).slice(0, 12)}`);
      }
    }
    assert.deepEqual(await state(), untouched);
  });

  it('lists every partner by name, with the orders it brought and its paid revenue per currency', async () => {
    const list = await partners();
    assert.deepEqual(
      list.map((p) => [p.id, p.name, p.website, p.archivedAt]),
      [
        [2, 'Akademia Treningu Motorycznego', 'https://akademia-motoryki.example', null],
        [1, 'FizjoLab Kraków', 'https://fizjolab.example', null],
        [3, 'KS Orzeł Warszawa', 'https://www.instagram.com/ksorzel.example', null],
      ],
    );
    const fizjolab = list.find((p) => p.id === 1)!;
    // Six orders named it; paid ones count (PAID, SHIPPED, DELIVERED), cancelled, returned and unpaid ones do not.
    assert.equal(fizjolab.orderCount, 6);
    assert.deepEqual(fizjolab.revenue, [
      { currency: 'PLN', paidOrders: 2, revenueMinor: 15_000 },
      { currency: 'EUR', paidOrders: 1, revenueMinor: 2_000 },
    ]);
    assert.deepEqual([list[0]!.orderCount, list[0]!.revenue], [1, [{ currency: 'PLN', paidOrders: 1, revenueMinor: 7_700 }]]);
    assert.deepEqual([list[2]!.orderCount, list[2]!.revenue], [0, []]);
  });

  it('filters the orders list by partner', async () => {
    const answer = await call('GET', '/admin/orders?partner=1&size=100');
    assert.equal(answer.status, 200, answer.text);
    const page = pageSchema(AdminOrderRowSchema).parse(answer.body);
    assert.deepEqual(page.content.map((row) => row.orderNumber).sort(), [...fizjolabOrders].sort());
    assert.equal((await call('GET', '/admin/orders?partner=3')).body.totalElements, 0);
    assert.equal((await call('GET', '/admin/orders?partner=1&status=CANCELLED')).body.totalElements, 1);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const refused = await call('GET', `/admin/orders?partner=${bad}`);
      assert.deepEqual([refused.status, refused.body.field], [400, 'partner'], bad);
    }
    const csv = await call('GET', '/admin/orders.csv?partner=2');
    assert.equal(csv.status, 200);
    assert.equal(csv.text.trim().split('\r\n').length, 2, 'the header and the one order partner 2 brought');
  });

  it('refuses a bad partner as {message, field}, changing nothing', async () => {
    const untouched = await state();
    const refusal = async (body: unknown, method = 'POST', path = '/admin/partners') => {
      const answer = await call(method, path, body);
      assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${answer.text}`);
      return answer.body as { message: string; field: string | null };
    };
    assert.deepEqual(await refusal({ name: 'A' }), { message: 'partnerNameLength', field: 'name' });
    assert.deepEqual(await refusal({ name: '   A   ' }), { message: 'partnerNameLength', field: 'name' });
    assert.deepEqual(await refusal({ name: 'x'.repeat(81) }), { message: 'partnerNameLength', field: 'name' });
    assert.deepEqual(await refusal({}), { message: 'partnerNameLength', field: 'name' });
    assert.deepEqual(await refusal({ name: 42 }), { message: 'partnerNameLength', field: 'name' });
    for (const website of ['fizjolab.pl', 'javascript:alert(1)', 'ftp://files.example.com', 'https://localhost', 'https://a b.pl', `https://${'a'.repeat(300)}.pl`, 7]) {
      assert.deepEqual(await refusal({ name: 'Nowy partner', website }), { message: 'invalidWebsite', field: 'website' }, String(website));
    }
    assert.deepEqual(await refusal({ name: 'A' }, 'PATCH', '/admin/partners/1'), { message: 'partnerNameLength', field: 'name' });
    assert.deepEqual(await refusal({ website: 'www.fizjolab.pl' }, 'PATCH', '/admin/partners/1'), { message: 'invalidWebsite', field: 'website' });
    assert.equal((await refusal({ name: 'Dobra nazwa' }, 'PATCH', '/admin/partners/abc')).field, 'id');
    assert.equal((await refusal({ name: 'Dobra nazwa' }, 'PATCH', '/admin/partners/0')).field, 'id');
    assert.equal((await refusal(undefined, 'DELETE', '/admin/partners/-2')).field, 'id');
    // Another active partner's name, whatever its letter case and spaces.
    const taken = await call('POST', '/admin/partners', { name: '  fizjolab   KRAKÓW ' });
    assert.deepEqual([taken.status, taken.body], [409, { message: 'partnerNameTaken', field: 'name' }]);
    const renamed = await call('PATCH', '/admin/partners/3', { name: 'Akademia treningu motorycznego' });
    assert.deepEqual([renamed.status, renamed.body], [409, { message: 'partnerNameTaken', field: 'name' }]);
    for (const [method, body] of [
      ['PATCH', { name: 'Nikt' }],
      ['DELETE', undefined],
    ] as const) {
      const missing = await call(method, '/admin/partners/999999', body);
      assert.deepEqual([missing.status, missing.body], [404, { message: 'partnerNotFound', field: 'id' }]);
    }
    assert.deepEqual(await state(), untouched, 'no refused call changed anything');
  });

  it('adds a partner, audited, offered to shoppers at once; ids are never given twice', async () => {
    const created = await call('POST', '/admin/partners', { name: '  Studio Ruchu Łódź ', website: ' https://studio-ruchu.example/pl ' });
    assert.equal(created.status, 201, created.text);
    const partner = AdminPartnerSchema.parse(created.body);
    assert.deepEqual(partner, { id: 4, name: 'Studio Ruchu Łódź', website: 'https://studio-ruchu.example/pl', archivedAt: null, orderCount: 0, revenue: [] });
    assert.ok((await shopList()).includes('Studio Ruchu Łódź'));
    const entries = await auditOf(4);
    assert.deepEqual(
      entries.map((e) => [e.action, e.source, e.admin_user_id, e.admin_email, e.before, e.after]),
      [['partner.created', 'backOffice', admin.id, admin.email, null, { name: 'Studio Ruchu Łódź', website: 'https://studio-ruchu.example/pl' }]],
    );
    // Without a website; then removed, and the next partner gets a new id, not the removed one's.
    const plain = AdminPartnerSchema.parse((await call('POST', '/admin/partners', { name: 'Klub Biegacza', website: '' })).body);
    assert.deepEqual([plain.id, plain.website], [5, null]);
    assert.equal((await call('DELETE', '/admin/partners/5')).status, 200);
    const next = AdminPartnerSchema.parse((await call('POST', '/admin/partners', { name: 'Klub Biegacza' })).body);
    assert.equal(next.id, 6);
  });

  it('changes a partner, auditing only the fields that changed; asking for what it is changes nothing', async () => {
    const renamed = await call('PATCH', '/admin/partners/3', { name: 'KS Orzeł' });
    assert.equal(renamed.status, 200, renamed.text);
    assert.deepEqual(AdminPartnerSchema.parse(renamed.body).name, 'KS Orzeł');
    const noWebsite = AdminPartnerSchema.parse((await call('PATCH', '/admin/partners/3', { website: null })).body);
    assert.deepEqual([noWebsite.name, noWebsite.website], ['KS Orzeł', null]);
    // Nothing new: no entry.
    assert.equal((await call('PATCH', '/admin/partners/3', { name: ' KS Orzeł ', website: '' })).status, 200);
    assert.equal((await call('PATCH', '/admin/partners/3', {})).status, 200);
    const entries = await auditOf(3);
    assert.deepEqual(
      entries.map((e) => [e.action, e.admin_email, e.before, e.after]),
      [
        ['partner.changed', admin.email, { name: 'KS Orzeł Warszawa' }, { name: 'KS Orzeł' }],
        ['partner.changed', admin.email, { website: 'https://www.instagram.com/ksorzel.example' }, { website: '' }],
      ],
    );
    assert.deepEqual(await shopList(), ['FizjoLab Kraków', 'Akademia Treningu Motorycznego', 'KS Orzeł', 'Studio Ruchu Łódź', 'Klub Biegacza']);
  });

  it('deletes a partner that brought no order, and every cart that named it forgets it', async () => {
    assert.equal((await server.request('POST', '/cart/select-referrer/4', { token: shopper.token })).status, 200);
    const removed = await call('DELETE', '/admin/partners/4');
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual(AdminPartnerRemovalSchema.parse(removed.body), { outcome: 'deleted', orderCount: 0 });
    assert.ok(!(await partners()).some((p) => p.id === 4));
    const cart = await server.database.db.selectFrom('cart').select('partner_id').where('user_id', '=', shopper.id).executeTakeFirstOrThrow();
    assert.equal(cart.partner_id, null);
    const entries = await auditOf(4);
    assert.deepEqual(entries.at(-1) && [entries.at(-1)!.action, entries.at(-1)!.before, entries.at(-1)!.after], [
      'partner.removed',
      { name: 'Studio Ruchu Łódź', website: 'https://studio-ruchu.example/pl' },
      null,
    ]);
    const again = await call('DELETE', '/admin/partners/4');
    assert.deepEqual([again.status, again.body], [404, { message: 'partnerNotFound', field: 'id' }]);
  });

  it('archives a partner that brought orders: hidden from shoppers, still named by its orders, its name free again', async () => {
    assert.equal((await server.request('POST', '/cart/select-referrer/1', { token: shopper.token })).status, 200);
    const removed = await call('DELETE', '/admin/partners/1');
    assert.deepEqual(AdminPartnerRemovalSchema.parse(removed.body), { outcome: 'archived', orderCount: 6 });
    // The owner still sees it, last, with everything it brought.
    const list = await partners();
    const archived = list.at(-1)!;
    assert.deepEqual([archived.id, archived.name, archived.orderCount, archived.revenue.length], [1, 'FizjoLab Kraków', 6, 2]);
    assert.ok(archived.archivedAt && Date.now() - Date.parse(archived.archivedAt) < 60_000);
    // Its orders still name it.
    const order = AdminOrderDetailSchema.parse((await call('GET', `/admin/orders/${fizjolabOrders[0]}`)).body);
    assert.deepEqual(order.partner, { id: 1, name: 'FizjoLab Kraków' });
    assert.equal((await call('GET', '/admin/orders?partner=1')).body.totalElements, 6);
    // Shoppers no longer see or name it, and a cart that had it forgets it.
    assert.ok(!(await shopList()).includes('FizjoLab Kraków'));
    const cart = await server.database.db.selectFrom('cart').select('partner_id').where('user_id', '=', shopper.id).executeTakeFirstOrThrow();
    assert.equal(cart.partner_id, null);
    const select = await server.request('POST', '/cart/select-referrer/1', { token: shopper.token });
    assert.deepEqual([select.status, select.body], [404, { message: 'partnerNotFound', field: 'partnerId' }]);
    // Removing it again changes nothing and logs nothing.
    assert.deepEqual((await call('DELETE', '/admin/partners/1')).body, { outcome: 'archived', orderCount: 6 });
    assert.deepEqual(
      (await auditOf(1)).map((e) => [e.action, e.admin_email, e.before, e.after]),
      [['partner.archived', admin.email, { name: 'FizjoLab Kraków', archived: false }, { name: 'FizjoLab Kraków', archived: true, orders: 6 }]],
    );
    // A new partner may take the archived one's name.
    const successor = await call('POST', '/admin/partners', { name: 'FizjoLab Kraków', website: 'https://fizjolab.example' });
    assert.equal(successor.status, 201, successor.text);
  });
});
