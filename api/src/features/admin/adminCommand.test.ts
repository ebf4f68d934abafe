// The owner's command line as `npm run admin` runs it, on a PGlite data directory while the API is stopped (one
// process per data directory): grant-admin and revoke-admin, clear about unknown and inactive accounts, take effect
// on the next call; set-status cancels only with a reason and mails the customer; everything is audited as the
// command line's. (With DATABASE_URL the API keeps running meanwhile: adminCommand.pg.test.ts.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAdmin } from '../../admin.ts';
import { openPglite } from '../../db/pglite.ts';
import { createSecretBox } from '../secondFactor/secretBox.ts';
import { seed } from '../../db/seed/seed.ts';
import { orderOf, readMail, type Customer } from '../../test/adminKit.ts';
import { PASSWORD, startServer, type TestServer } from '../../test/harness.ts';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('admin command line (PGlite, API stopped)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inercise-admin-cli-'));
  let shopper: Customer;
  let orderNumber = '';

  const env = (): NodeJS.ProcessEnv => {
    const vars: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, SHOP_URL: 'http://shop.test' };
    delete vars.DATABASE_URL;
    return vars;
  };
  /** `npm run admin -w @inercise/api -- <args>`: a process of its own. */
  const admin = (...args: string[]) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/admin.ts', ...args], { cwd: apiRoot, env: env(), encoding: 'utf8' });
    return { code: run.status, out: run.stdout.trim(), err: run.stderr };
  };
  /** The same command run in this process (a process costs seconds): what it prints and its exit code. */
  const adminHere = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(args, env(), (line) => lines.push(line));
    return { code, out: lines.join('\n'), err: '' };
  };

  /** The API on the data directory for the length of `use`, as a restart would bring it up. */
  const withApi = async <T>(use: (server: TestServer) => Promise<T>): Promise<T> => {
    const server = await startServer({}, { database: await openPglite(dir) });
    try {
      return await use(server);
    } finally {
      await server.close();
    }
  };

  before(async () => {
    // The first command initialises and migrates the new data directory.
    assert.equal(admin('revoke-admin', 'nobody@example.com').code, 1);
    const database = await openPglite(dir);
    await seed(database.db);
    await database.close();
    await withApi(async (server) => {
      const ordered = await orderOf(server, { currency: 'EUR', language: 'en' });
      shopper = ordered;
      orderNumber = ordered.orderNumber;
      // Registered, never activated.
      assert.equal((await server.request('POST', '/users', { body: { emailAddress: 'inactive.owner@example.com', password: PASSWORD } })).status, 201);
    });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('says plainly when the e-mail has no account or the account is not activated', async () => {
    assert.deepEqual(await adminHere('grant-admin', 'nobody@example.com'), {
      code: 1,
      out: 'no account with the e-mail nobody@example.com: register it in the shop and activate it first',
      err: '',
    });
    assert.deepEqual((await adminHere('revoke-admin', 'nobody@example.com')).out, 'no account with the e-mail nobody@example.com');
    assert.deepEqual(await adminHere('grant-admin', 'inactive.owner@example.com'), {
      code: 1,
      out: 'inactive.owner@example.com is not activated yet: open the activation link mailed to it, then grant again',
      err: '',
    });
    assert.equal((await adminHere('grant-admin')).code, 2);
    assert.equal((await adminHere('grant-admin', 'a@example.com', 'b@example.com')).code, 2);
    assert.match((await adminHere('grant-admin')).out, /grant-admin <email>/);
  });

  it('grants the back office to an account, which uses it after the restart with the token it had; revoking ends it', async () => {
    assert.equal(await withApi(async (server) => (await server.request('GET', '/admin/orders', { token: shopper.token })).status), 403);
    // Any letter case and spacing of the e-mail finds the account.
    assert.deepEqual(admin('grant-admin', ` ${shopper.email.toUpperCase()} `), { code: 0, out: `${shopper.email} is now an admin (back-office sessions last 2 hours)`, err: '' });
    assert.deepEqual(await adminHere('grant-admin', shopper.email), { code: 0, out: `${shopper.email} is already an admin`, err: '' });
    await withApi(async (server) => {
      const orders = await server.request('GET', '/admin/orders', { token: shopper.token });
      assert.equal(orders.status, 200, orders.text);
      assert.equal(orders.body.totalElements, 1);
      const log = (await server.request('GET', '/admin/audit-log?entityKind=user', { token: shopper.token })).body;
      assert.deepEqual(
        log.content.map((e: any) => [e.actor, e.entityId, e.before.role, e.after.role]),
        [[{ source: 'commandLine', userId: null, email: null }, String(shopper.id), 'CUSTOMER', 'ADMIN']],
      );
    });
    assert.deepEqual(admin('revoke-admin', shopper.email), { code: 0, out: `${shopper.email} is no longer an admin`, err: '' });
    assert.deepEqual(await adminHere('revoke-admin', shopper.email), { code: 0, out: `${shopper.email} is not an admin`, err: '' });
    await withApi(async (server) => {
      assert.deepEqual((await server.request('GET', '/admin/orders', { token: shopper.token })).body, { message: 'adminOnly', field: null });
      assert.equal((await server.request('GET', '/order', { token: shopper.token })).status, 200, 'still a customer');
    });
  });

  it('cancels an order only with a reason, mails the customer from the command line, and logs it as the command line', async () => {
    const refused = await adminHere('set-status', orderNumber, 'cancelled');
    assert.deepEqual([refused.code, refused.out], [1, `cancelling ${orderNumber} needs a reason: set-status ${orderNumber} CANCELLED --reason "..."`]);
    assert.equal((await adminHere('set-status', orderNumber, 'SHIPPED', '--bogus', 'x')).code, 2);
    assert.equal((await adminHere('set-status', orderNumber, 'SHIPPED', '--tracking')).code, 2);
    assert.deepEqual((await adminHere('set-status', orderNumber, 'LOST')).out, 'unknown status LOST');
    assert.deepEqual((await adminHere('set-status', orderNumber, 'PAID', '--tracking', 'PL1')).out, '--tracking goes with SHIPPED only');
    const cancelled = admin('set-status', orderNumber, 'cancelled', '--reason', 'paid twice, refunded');
    assert.deepEqual([cancelled.code, cancelled.out], [0, `${orderNumber} is now CANCELLED`]);
    assert.match((await adminHere('set-status', orderNumber, 'PAID')).out, /cannot move .* from CANCELLED to PAID \(allowed: none\)/);

    const outbox = join(dir, 'mail');
    mkdirSync(outbox, { recursive: true });
    const mails = readdirSync(outbox).sort().map((name) => readMail(readFileSync(join(outbox, name), 'utf8')));
    assert.deepEqual(
      mails.map((m) => [m.to, m.subject]),
      [[shopper.email, `Inercise: order ${orderNumber} has been cancelled`]],
    );
    await withApi(async (server) => {
      const history = await server.database.db.selectFrom('order_status_change').selectAll().execute();
      assert.deepEqual(
        history.map((h) => [h.from_status, h.to_status, h.reason, h.source, h.changed_by_user_id, h.changed_by_email]),
        [['PLACED', 'CANCELLED', 'paid twice, refunded', 'commandLine', null, null]],
      );
      const entry = await server.database.db.selectFrom('admin_audit_log').selectAll().where('entity_kind', '=', 'order').executeTakeFirstOrThrow();
      assert.deepEqual([entry.source, entry.action, entry.entity_id, entry.before, entry.after], ['commandLine', 'order.status', orderNumber, { status: 'PLACED' }, { status: 'CANCELLED', reason: 'paid twice, refunded' }]);
    });
  });

  it('lists orders with their statuses', async () => {
    const listed = await adminHere('orders', 'cancelled');
    assert.equal(listed.code, 0, listed.err);
    assert.match(listed.out, new RegExp(`^${orderNumber}\\s+CANCELLED\\s+\\d+\\.\\d{2} EUR\\s+\\S+\\s+${shopper.email.replaceAll('.', '\\.')}$`));
  });

  it('rotate-totp-key seals the owners\' keys again with the first of TOTP_KEYS, also those sealed under JWT_SECRET', async () => {
    const plain = Buffer.from('0123456789abcdefghij');
    // A key as an older version sealed it: under the data directory's session secret.
    const jwtSecret = readFileSync(join(dir, 'jwt-secret'), 'utf8').trim();
    const legacyKey = Buffer.from(hkdfSync('sha256', jwtSecret, 'inercise', 'second-factor-secret', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', legacyKey, iv);
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    const legacy = ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    const withDb = async <T>(use: (database: Awaited<ReturnType<typeof openPglite>>) => Promise<T>) => {
      const database = await openPglite(dir);
      try {
        return await use(database);
      } finally {
        await database.close();
      }
    };
    await withDb((database) => database.db.insertInto('second_factor').values({ user_id: shopper.id, secret_sealed: legacy }).execute());
    const rotate = async (keys: string) => {
      const lines: string[] = [];
      const code = await runAdmin(['rotate-totp-key'], { ...env(), TOTP_KEYS: keys }, (line) => lines.push(line));
      return { code, out: lines.join('\n') };
    };
    const fresh = 'a-fresh-totp-key-a-fresh-totp-key-01';
    assert.deepEqual(await rotate(fresh), { code: 0, out: 'two-step login keys: 1 sealed again, 0 already with the first key of TOTP_KEYS' });
    const sealed = await withDb(async (database) => (await database.db.selectFrom('second_factor').select('secret_sealed').where('user_id', '=', shopper.id).executeTakeFirstOrThrow()).secret_sealed);
    assert.deepEqual(createSecretBox([fresh]).open(sealed), plain, 'the new key alone opens it: JWT_SECRET may change');
    assert.deepEqual(await rotate(`${fresh},old-key`), { code: 0, out: 'two-step login keys: 0 sealed again, 1 already with the first key of TOTP_KEYS' });
    const lost = await rotate('another-key-another-key-another-k1');
    assert.equal(lost.code, 1);
    assert.match(lost.out, /^two-step login keys: 0 sealed again, 0 already with the first key of TOTP_KEYS\n1 sealed with a key no longer given/);
    await withDb((database) => database.db.deleteFrom('second_factor').where('user_id', '=', shopper.id).execute());
  });
});
