// The owner's discount codes: only an admin reaches them; a new code is checked (kind and value, currency, days,
// limits, a code not taken whatever its letter case), listed with its uses, switched off and on again; every change
// is audited in its own transaction, and a refused request changes nothing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { adminContracts, contracts } from '../../../contracts.ts';
import { adminOf, type Customer } from '../../../test/adminKit.ts';
import { customer, startServer, type TestServer } from '../../../test/harness.ts';

const { pageSchema } = contracts;
const { AdminDiscountCodeSchema } = adminContracts;

/** A day in the shop's calendar, `offset` days from today. */
const dayFromToday = (offset: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + offset * 86_400_000));

describe('back-office discount codes', () => {
  let server: TestServer;
  let admin: Customer;

  const post = (body: unknown, token = admin.token) => server.request('POST', '/admin/discount-codes', { token, body });
  const patch = (code: string, body: unknown, token = admin.token) => server.request('PATCH', `/admin/discount-codes/${code}`, { token, body });
  const list = async (query = '') => {
    const answer = await server.request('GET', `/admin/discount-codes${query}`, { token: admin.token });
    assert.equal(answer.status, 200, answer.text);
    return pageSchema(AdminDiscountCodeSchema).parse(answer.body);
  };
  const codeCount = async () => Number((await server.database.db.selectFrom('discount').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const auditOf = (code: string) =>
    server.database.db.selectFrom('admin_audit_log').selectAll().where('entity_kind', '=', 'discountCode').where('entity_id', '=', code).orderBy('id').execute();

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
  });
  after(() => server.close());

  it('lets no one but an admin list, create or change codes, and changes nothing for them', async () => {
    const shopper = await customer(server);
    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuer('inercise-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-shop-secret-not-the-shop-secret'));
    const before = await codeCount();
    const calls = [
      (token?: string) => server.request('GET', '/admin/discount-codes', { ...(token ? { token } : {}) }),
      (token?: string) => server.request('POST', '/admin/discount-codes', { ...(token ? { token } : {}), body: { code: 'SNEAKY', kind: 'PERCENT', percent: 90 } }),
      (token?: string) => server.request('PATCH', '/admin/discount-codes/INERCISE10', { ...(token ? { token } : {}), body: { active: false } }),
    ];
    for (const call of calls) {
      const none = await call();
      assert.deepEqual([none.status, none.body], [401, { message: 'unauthorized', field: null }]);
      const forgedAnswer = await call(forged);
      assert.deepEqual([forgedAnswer.status, forgedAnswer.body.message], [401, 'unauthorized']);
      const refused = await call(shopper.token);
      assert.deepEqual([refused.status, refused.body], [403, { message: 'adminOnly', field: null }]);
    }
    assert.equal(await codeCount(), before);
    const ten = await server.database.db.selectFrom('discount').select('active').where('code', '=', 'INERCISE10').executeTakeFirstOrThrow();
    assert.equal(ten.active, true);
  });

  it('refuses bad codes with the error shape, writing nothing', async () => {
    const before = await codeCount();
    const cases: [unknown, string, string | null][] = [
      [{ code: 'AB', kind: 'PERCENT', percent: 10 }, 'discountCodeInvalid', 'code'],
      [{ code: 'SPRING SALE', kind: 'PERCENT', percent: 10 }, 'discountCodeInvalid', 'code'],
      [{ code: 'X'.repeat(33), kind: 'PERCENT', percent: 10 }, 'discountCodeInvalid', 'code'],
      [{ code: 'ŁATWY10', kind: 'PERCENT', percent: 10 }, 'discountCodeInvalid', 'code'],
      [{ code: 'SPRING', kind: 'HALF', percent: 10 }, 'discountKindMismatch', 'kind'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 101 }, 'discountPercentInvalid', 'percent'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 0 }, 'discountPercentInvalid', 'percent'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 12.5 }, 'discountPercentInvalid', 'percent'],
      [{ code: 'SPRING', kind: 'PERCENT' }, 'discountPercentInvalid', 'percent'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 10, amount: 50, currency: 'PLN' }, 'discountKindMismatch', 'amount'],
      [{ code: 'SPRING', kind: 'AMOUNT', amount: 50 }, 'discountCurrencyRequired', 'currency'],
      [{ code: 'SPRING', kind: 'AMOUNT', amount: 50, currency: 'USD' }, 'discountCurrencyRequired', 'currency'],
      [{ code: 'SPRING', kind: 'AMOUNT', currency: 'PLN' }, 'discountAmountInvalid', 'amount'],
      [{ code: 'SPRING', kind: 'AMOUNT', amount: 0, currency: 'PLN' }, 'discountAmountInvalid', 'amount'],
      [{ code: 'SPRING', kind: 'AMOUNT', amount: 10.005, currency: 'PLN' }, 'discountAmountInvalid', 'amount'],
      [{ code: 'SPRING', kind: 'AMOUNT', amount: 50, currency: 'PLN', percent: 10 }, 'discountKindMismatch', 'percent'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 10, validFrom: '2030-02-30' }, 'invalidDate', 'validFrom'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 10, validTo: '1.05.2030' }, 'invalidDate', 'validTo'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 10, validFrom: '2030-05-02', validTo: '2030-05-01' }, 'invalidDateRange', 'validTo'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 10, validTo: dayFromToday(-2) }, 'discountEndInPast', 'validTo'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 10, maxUses: 0 }, 'discountLimitInvalid', 'maxUses'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 10, maxUsesPerCustomer: -1 }, 'discountLimitInvalid', 'maxUsesPerCustomer'],
      [{ code: 'SPRING', kind: 'PERCENT', percent: 10, maxUses: 5, maxUsesPerCustomer: 6 }, 'discountCustomerLimitAboveTotal', 'maxUsesPerCustomer'],
    ];
    for (const [body, message, field] of cases) {
      const answer = await post(body);
      assert.deepEqual([answer.status, answer.body], [400, { message, field }], JSON.stringify(body));
    }
    assert.equal((await post('not json')).status, 400);
    assert.equal(await codeCount(), before);
    assert.equal((await auditOf('SPRING')).length, 0);
  });

  it('creates a percentage code and an amount code, listed newest first with their uses; each audited', async () => {
    const percent = await post({ code: 'Spring-10', kind: 'PERCENT', percent: 10 });
    assert.equal(percent.status, 201, percent.text);
    const created = AdminDiscountCodeSchema.parse(percent.body);
    assert.deepEqual({ ...created, createdAt: undefined }, {
      code: 'Spring-10',
      kind: 'PERCENT',
      percent: 10,
      amount: null,
      currency: null,
      validFrom: null,
      validTo: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      usedCount: 0,
      active: true,
      createdAt: undefined,
    });

    const from = dayFromToday(0);
    const to = dayFromToday(30);
    const amount = await post({ code: 'GIFT-50', kind: 'AMOUNT', amount: 50.5, currency: 'PLN', validFrom: from, validTo: to, maxUses: 100, maxUsesPerCustomer: 1 });
    assert.equal(amount.status, 201, amount.text);
    assert.deepEqual(
      { ...AdminDiscountCodeSchema.parse(amount.body), createdAt: undefined },
      { code: 'GIFT-50', kind: 'AMOUNT', percent: null, amount: 50.5, currency: 'PLN', validFrom: from, validTo: to, maxUses: 100, maxUsesPerCustomer: 1, usedCount: 0, active: true, createdAt: undefined },
    );
    // Kept in grosze, from the start of the first day to the end of the last one in Poland.
    const row = await server.database.db
      .selectFrom('discount')
      .select(['id', 'amount', 'percent', 'valid_from', 'valid_until'])
      .where('code', '=', 'GIFT-50')
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.amount, row.percent], [5050, null]);
    const warsawTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'medium' });
    assert.equal(warsawTime.format(new Date(row.valid_from!)), `${from} 00:00:00`);
    assert.equal(warsawTime.format(new Date(row.valid_until!)), `${dayFromToday(31)} 00:00:00`);
    // The table's ids go on after the demo codes.
    assert.ok(row.id > 4);

    const page = await list();
    assert.deepEqual(page.content.slice(0, 2).map((code) => code.code), ['GIFT-50', 'Spring-10']);
    assert.ok(page.content.some((code) => code.code === 'FIRST50' && code.usedCount === 1 && code.maxUses === 1));
    const summer = page.content.find((code) => code.code === 'SUMMER2020')!;
    // Valid until 2020-09-30T23:59:59Z: in Poland that is 01:59:59 on 1 October, its last day.
    assert.deepEqual([summer.kind, summer.percent, summer.validFrom, summer.validTo], ['PERCENT', 15, null, '2020-10-01']);
    assert.deepEqual((await list('?size=1&page=1')).content.map((code) => code.code), ['Spring-10']);
    assert.equal((await list('?size=1')).totalElements, page.totalElements);

    const [entry] = await auditOf('GIFT-50');
    assert.deepEqual([entry!.action, entry!.source, entry!.admin_user_id, entry!.admin_email, entry!.before], ['discountCode.created', 'backOffice', admin.id, admin.email, null]);
    assert.deepEqual(entry!.after, { code: 'GIFT-50', kind: 'AMOUNT', percent: null, amount: 50.5, currency: 'PLN', validFrom: from, validTo: to, maxUses: 100, maxUsesPerCustomer: 1, active: true });
    assert.equal((await auditOf('Spring-10')).length, 1);
  });

  it('refuses a code already taken, whatever its letter case, and two admins making one code at once get one code', async () => {
    const taken = await post({ code: 'inercise10', kind: 'PERCENT', percent: 20 });
    assert.deepEqual([taken.status, taken.body], [409, { message: 'discountCodeTaken', field: 'code' }]);
    const answers = await Promise.all([post({ code: 'TWICE', kind: 'PERCENT', percent: 5 }), post({ code: 'twice', kind: 'PERCENT', percent: 7 })]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409]);
    const rows = await server.database.db.selectFrom('discount').select('code').where('code', 'in', ['TWICE', 'twice']).execute();
    assert.equal(rows.length, 1);
    // Different codes made at once each get their own id.
    const both = await Promise.all([post({ code: 'PAIR-A', kind: 'PERCENT', percent: 5 }), post({ code: 'PAIR-B', kind: 'AMOUNT', amount: 5, currency: 'EUR' })]);
    assert.deepEqual(both.map((a) => a.status), [201, 201]);
  });

  it('switches a code off and on again, each move audited, a repeat changing nothing', async () => {
    const off = await patch('inercise10', { active: false });
    assert.equal(off.status, 200, off.text);
    assert.deepEqual([off.body.code, off.body.active], ['INERCISE10', false]);
    assert.equal((await patch('INERCISE10', { active: false })).status, 200);
    const on = await patch('INERCISE10', { active: true });
    assert.equal(on.body.active, true);
    const entries = await auditOf('INERCISE10');
    assert.deepEqual(
      entries.map((e) => [e.action, e.admin_email, e.before, e.after]),
      [
        ['discountCode.active', admin.email, { active: true }, { active: false }],
        ['discountCode.active', admin.email, { active: false }, { active: true }],
      ],
    );
    assert.deepEqual((await patch('NO-SUCH-CODE', { active: false })).body, { message: 'discountCodeNotFound', field: 'code' });
    assert.equal((await patch('NO-SUCH-CODE', { active: false })).status, 404);
    assert.equal((await patch('INERCISE10', { active: 'no' })).status, 400);
    assert.equal((await patch('INERCISE10', {})).status, 400);
    assert.equal((await auditOf('INERCISE10')).length, 2);
  });
});
