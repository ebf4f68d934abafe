// A production API before and after its release steps, on PostgreSQL (production refuses PGlite): it starts
// without migrating, is not ready until someone migrates, and serves what the seed put in. Run by the PostgreSQL
// pass (npm run test:pg), like every *.pg.test.ts.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { exitCodeOf, lines, migrationNames, runScript, scratch } from './operationsKit.ts';
import { freePort, startApiProcess } from './process.ts';
import { postgresDatabase } from './template.ts';
import { realSellerEnv } from './realSellerEnv.ts';

const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl) throw new Error('DATABASE_URL is not set: run this file through npm run test:pg');

const { dataDir, running } = scratch();

it('in production, starts without migrating, is not ready until someone migrates, serves what the seed put in', async () => {
    const { url, database } = await postgresDatabase(postgresUrl, null);
    try {
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: url,
        JWT_SECRET: 'production-secret-production-secret',
        TOTP_KEYS: 'production-totp-key-production-totp-key',
        LINK_SECRET: 'production-link-secret-production-link',
        METRICS_TOKEN: 'production-metrics-token-production-me',
        CAPTCHA: 'off',
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '1',
        SHOP_URL: 'https://shop.example',
        PUBLIC_API_URL: 'https://api.example',
        // Required in production; nothing is mailed here.
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SHOP_EMAIL: 'sklep@inercise.pl',
        ...realSellerEnv,
      };
      const api = await startApiProcess(dataDir(), await freePort(), { ...env, LOG_LEVEL: 'info' });
      running.push(api);
      const names = await migrationNames();
      const behind = await api.call('GET', '/health/ready');
      assert.deepEqual(
        [behind.status, behind.body],
        [503, { status: 'unavailable', checks: { database: 'ok', schema: `${names.length} migrations pending: ${names.join(', ')}` } }],
      );
      assert.equal((await api.call('GET', '/health/live')).status, 200);

      const migrated = await runScript('src/db/migrateCommand.ts', env);
      assert.equal(migrated.code, 0, migrated.stderr);
      assert.equal(lines(migrated.stdout).length, names.length + 1);
      const ready = await api.call('GET', '/health/ready');
      assert.deepEqual([ready.status, ready.body], [200, { status: 'ok', checks: { database: 'ok', schema: 'ok' } }]);
      assert.equal((await api.call('GET', '/products')).body.content.length, 0, 'nothing to sell before the seed');

      assert.equal((await runScript('src/db/seed/seedCommand.ts', env)).code, 0);
      // The running API notices the seeded catalogue (its cache checks the catalogue version every second).
      let products = 0;
      for (let waited = 0; waited < 5000 && products === 0; waited += 250) {
        products = (await api.call('GET', '/products')).body.content.length;
        if (products === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.ok(products >= 16, `${products} products`);
      const count = await database.db.selectFrom('discount').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      assert.equal(Number(count.n), 0, 'no demo codes unless asked for');

      // Production logs a JSON line per request.
      assert.match(api.output(), /"msg":"request"/);
      const exit = exitCodeOf(api.child);
      api.child.kill('SIGTERM');
      assert.equal(await exit, 0);
    } finally {
      await database.close();
    }
});
