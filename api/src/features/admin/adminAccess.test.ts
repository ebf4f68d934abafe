// Access to the back office: every route under /admin (found in the OpenAPI document, so a new one is covered
// without being listed here) refuses strangers, forged and expired tokens, customers and back-office sessions older
// than two hours, before reading its input and without touching the database; an admin gets through. A route
// registered on the admin area with no access code of its own is protected the same way. Revoking the role ends
// access at the next call.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import type { AppContext } from '../../context.ts';
import { createTokens } from '../../http/auth.ts';
import { createSessionCheck } from '../sessions/sessionCheck.ts';
import { registerErrorHandling } from '../../http/errors.ts';
import { adminOf, orderOf, tokenOfAge, type Customer } from '../../test/adminKit.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { customer, startServer, type TestServer } from '../../test/harness.ts';
import { ADMIN_SESSION_SECONDS } from './access.ts';
import { adminArea, type AdminResource } from './area.ts';
import { COMMAND_LINE } from './audit.ts';
import { setRole } from './roles.ts';

interface AdminCall {
  method: string;
  path: string;
  body?: unknown;
}

describe('back-office access', () => {
  let server: TestServer;
  let admin: Customer;
  let shopper: Customer;
  let orderNumber: string;
  let invoiceFile: string;
  let calls: AdminCall[];

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    const ordered = await orderOf(server, { currency: 'EUR', language: 'en' });
    orderNumber = ordered.orderNumber;
    shopper = ordered;
    // A paid order's invoice, for the invoice routes' path.
    const paid = await orderOf(server, { pay: true });
    invoiceFile = (await server.request('GET', `/order/${paid.orderNumber}/invoices`, { token: paid.token })).body[0].fileNumber;
    // Every admin route of the OpenAPI document, with its path parameter filled and a body it would accept.
    const docs = (await server.request('GET', '/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    calls = Object.entries(docs.paths)
      .filter(([path]) => path.startsWith('/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase(),
          path: path.replace('{orderNumber}', orderNumber).replace('{id}', '1').replace('{fileNumber}', invoiceFile).replace('{region}', 'POLAND'),
          ...(method === 'post' ? { body: { status: 'CANCELLED', reason: 'access test' } } : {}),
          ...(method === 'patch' ? { body: { handled: true } } : {}),
        })),
      );
  });
  after(() => server.close());

  it('finds the back-office routes in the OpenAPI document, documented with the bearer scheme', async () => {
    assert.deepEqual(calls.map((c) => `${c.method} ${c.path.replace(orderNumber, '{orderNumber}').replace(invoiceFile, '{fileNumber}')}`).sort(), [
      'DELETE /admin/comments/1',
      'DELETE /admin/newsletter/1',
      'DELETE /admin/partners/1',
      'GET /admin/2fa',
      'GET /admin/access',
      'GET /admin/articles',
      'GET /admin/articles/1',
      'GET /admin/audit-log',
      'GET /admin/comments',
      'GET /admin/contact-messages',
      'GET /admin/customers',
      'GET /admin/customers/1',
      'GET /admin/devices',
      'GET /admin/discount-codes',
      'GET /admin/failed-mails',
      'GET /admin/invoices/{fileNumber}/pdf',
      'GET /admin/invoices/{fileNumber}/xml',
      'GET /admin/newsletter',
      'GET /admin/newsletter.csv',
      'GET /admin/orders',
      'GET /admin/orders.csv',
      'GET /admin/orders/{orderNumber}',
      'GET /admin/orders/{orderNumber}/invoices',
      'GET /admin/orders/{orderNumber}/offer',
      'GET /admin/partners',
      'GET /admin/products',
      'GET /admin/products/1',
      'GET /admin/shipment-bands',
      'GET /admin/stats/daily',
      'PATCH /admin/articles/1',
      'PATCH /admin/comments/1',
      'PATCH /admin/contact-messages/1',
      'PATCH /admin/discount-codes/{code}',
      'PATCH /admin/partners/1',
      'PATCH /admin/products/1',
      'POST /admin/2fa/confirm',
      'POST /admin/2fa/disable',
      'POST /admin/2fa/enrol',
      'POST /admin/2fa/recovery-codes',
      'POST /admin/articles',
      'POST /admin/devices/1/release',
      'POST /admin/discount-codes',
      'POST /admin/failed-mails/1/resend',
      'POST /admin/images',
      'POST /admin/orders/{orderNumber}/offer',
      'POST /admin/orders/{orderNumber}/offer/transfer-received',
      'POST /admin/orders/{orderNumber}/payment-deadline',
      'POST /admin/orders/{orderNumber}/status',
      'POST /admin/partners',
      'POST /admin/products',
      'POST /admin/products/1/images',
      'PUT /admin/shipment-bands/POLAND',
    ]);
    const docs = (await server.request('GET', '/docs/json')).body;
    for (const [path, operations] of Object.entries(docs.paths as Record<string, Record<string, any>>)) {
      if (!path.startsWith('/admin/')) continue;
      for (const operation of Object.values(operations)) {
        assert.deepEqual(operation.security, [{ bearer: [] }], path);
        assert.deepEqual(operation.tags, ['admin'], path);
        // A removal answers 204, without a body; a creation 201.
        assert.ok(operation.responses['200'] ?? operation.responses['201'] ?? operation.responses['204'], `${path} documents its success`);
        for (const status of ['401', '403']) assert.ok(operation.responses[status], `${path} documents ${status}`);
      }
    }
    const status = docs.paths['/admin/orders/{orderNumber}/status'].post;
    const body = status.requestBody.content['application/json'].schema;
    assert.deepEqual(body.required, ['status']);
    assert.ok(body.properties.status.enum.includes('CANCELLED'));
    assert.ok(docs.paths['/admin/orders.csv'].get.responses['200'].content['text/csv'], 'the export is documented as text/csv');
    assert.ok(docs.paths['/admin/orders'].get.parameters.some((p: { name: string }) => p.name === 'q'));
  });

  it('refuses every admin route without a token, with a forged or expired one, to customers and to sessions older than two hours', async () => {
    const now = Math.floor(Date.now() / 1000);
    const [head, payload, signature] = admin.token.split('.');
    const tokens: Record<string, [token: string | undefined, status: number, message: string]> = {
      none: [undefined, 401, 'unauthorized'],
      garbage: ['not-a-jwt', 401, 'unauthorized'],
      tampered: [`${admin.token.slice(0, -4)}AAAA`, 401, 'unauthorized'],
      'customer payload under the admin signature': [
        `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: String(shopper.id) })).toString('base64url')}.${signature}`,
        401,
        'unauthorized',
      ],
      'admin claims from another key': [await tokenOfAge(server, admin.id, 60, { secret: 'not-the-server-secret-not-the-server-secret' }), 401, 'unauthorized'],
      'alg none': [`${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`, 401, 'unauthorized'],
      expired: [
        await new SignJWT({ sid: 'any' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(admin.id))
          .setIssuer('inercise-api')
          .setIssuedAt(now - 600)
          .setExpirationTime(now - 60)
          .sign(new TextEncoder().encode(server.config.jwtSecret)),
        401,
        'unauthorized',
      ],
      'an ended session (logged out, or a password reset)': [await tokenOfAge(server, admin.id, 60, { ended: true }), 401, 'unauthorized'],
      customer: [shopper.token, 403, 'adminOnly'],
      'admin session of two hours and a minute': [await tokenOfAge(server, admin.id, ADMIN_SESSION_SECONDS + 60), 401, 'adminSessionExpired'],
    };
    const untouched = await fingerprint(server.database.db);
    let refused = 0;
    for (const call of calls) {
      for (const [name, [token, status, message]] of Object.entries(tokens)) {
        // A malformed body too: access is decided before the input is read.
        for (const body of call.body === undefined ? [undefined] : [call.body, '{"status":']) {
          const answer = await server.request(call.method, call.path, { token, body });
          assert.equal(answer.status, status, `${call.method} ${call.path} with ${name}: ${answer.text}`);
          assert.deepEqual(answer.body, { message, field: null }, `${call.method} ${call.path} with ${name}`);
          assert.equal(answer.headers.get('cache-control'), 'no-store');
          refused += 1;
        }
      }
    }
    assert.deepEqual(await fingerprint(server.database.db), untouched, 'no refused call changed anything');
    assert.equal(refused, (calls.length + calls.filter((c) => c.body !== undefined).length) * Object.keys(tokens).length);
  });

  it('lets an admin in, within two hours of logging in', async () => {
    for (const token of [admin.token, await tokenOfAge(server, admin.id, ADMIN_SESSION_SECONDS - 60)]) {
      for (const call of calls.filter((c) => c.method === 'GET')) {
        const answer = await server.request('GET', call.path, { token });
        // The access check alone says yes without a body.
        assert.equal(answer.status, call.path === '/admin/access' ? 204 : 200, `${call.path}: ${answer.text}`);
        assert.equal(answer.headers.get('cache-control'), 'no-store');
      }
    }
    // The shop's own calls go on as before for an admin and a customer alike.
    assert.equal((await server.request('GET', '/order', { token: admin.token })).status, 200);
    assert.equal((await server.request('GET', '/order', { token: shopper.token })).status, 200);
  });

  it('answers unknown admin paths 401 to strangers and 404 to admins', async () => {
    assert.deepEqual((await server.request('GET', '/admin/no-such-thing')).body, { message: 'unauthorized', field: null });
    assert.equal((await server.request('DELETE', '/admin/orders', { token: shopper.token })).status, 403);
    const unknown = await server.request('GET', '/admin/no-such-thing', { token: admin.token });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { message: 'notFound', field: null });
    // The CORS preflight stays open: it carries no token.
    const preflight = await server.request('OPTIONS', '/admin/orders', { headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);
  });

  it('ends access at the next call when the role is revoked, and gives it to a granted token at once', async () => {
    const other = await customer(server);
    assert.equal((await server.request('GET', '/admin/orders', { token: other.token })).status, 403);
    assert.equal((await setRole(server.database.db, other.email, 'ADMIN', COMMAND_LINE)).outcome, 'changed');
    assert.equal((await server.request('GET', '/admin/orders', { token: other.token })).status, 200, 'the token of before the grant works: the role is read per call');
    assert.equal((await setRole(server.database.db, other.email, 'CUSTOMER', COMMAND_LINE)).outcome, 'changed');
    assert.deepEqual((await server.request('GET', '/admin/orders', { token: other.token })).body, { message: 'adminOnly', field: null });
    // Still a customer of the shop.
    assert.equal((await server.request('GET', '/users/current-user', { token: other.token })).status, 200);
    const entries = await server.database.db.selectFrom('admin_audit_log').selectAll().where('entity_kind', '=', 'user').where('entity_id', '=', String(other.id)).orderBy('id').execute();
    assert.deepEqual(
      entries.map((e) => [e.action, e.source, e.admin_user_id, e.before, e.after]),
      [
        ['user.role', 'commandLine', null, { email: other.email, role: 'CUSTOMER' }, { email: other.email, role: 'ADMIN' }],
        ['user.role', 'commandLine', null, { email: other.email, role: 'ADMIN' }, { email: other.email, role: 'CUSTOMER' }],
      ],
    );
    // A deactivated admin account is refused like any account that cannot log in.
    await server.database.db.updateTable('app_user').set({ active: false }).where('id', '=', admin.id).execute();
    assert.equal((await server.request('GET', '/admin/orders', { token: admin.token })).status, 401);
    await server.database.db.updateTable('app_user').set({ active: true }).where('id', '=', admin.id).execute();
    assert.equal((await server.request('GET', '/admin/orders', { token: admin.token })).status, 200);
  });

  it('protects a route registered on the admin area that does nothing about access itself', async () => {
    const probe: AdminResource = (area) => {
      area.get('/probe', async () => ({ reached: true }));
      area.post('/probe', async (request) => ({ reached: true, body: request.body }));
    };
    const tokens = createTokens(server.config.jwtSecret, server.config.jwtTtlSeconds);
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(adminArea({ db: server.database.db, tokens, sessions: createSessionCheck(server.database.db, 0), config: server.config, clock: () => new Date() } as AppContext, [probe]), { prefix: '/admin' });
    try {
      const call = async (method: 'GET' | 'POST', token?: string) =>
        app.inject({ method, url: '/admin/probe', headers: token ? { authorization: `Bearer ${token}` } : {}, ...(method === 'POST' ? { payload: { a: 1 } } : {}) });
      for (const method of ['GET', 'POST'] as const) {
        assert.equal((await call(method)).statusCode, 401);
        assert.equal((await call(method, shopper.token)).statusCode, 403);
        assert.equal((await call(method, await tokenOfAge(server, admin.id, ADMIN_SESSION_SECONDS + 1))).statusCode, 401);
        const reached = await call(method, admin.token);
        assert.equal(reached.statusCode, 200);
        assert.equal(reached.json().reached, true);
      }
      assert.equal((await app.inject({ method: 'GET', url: '/admin/elsewhere' })).statusCode, 401);
    } finally {
      await app.close();
    }
  });
});
