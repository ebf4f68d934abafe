import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from './config.ts';
import { productionProblems } from './productionProblems.ts';

/** A complete, safe production environment: each test breaks one thing. */
const good: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PAYMENT_PROVIDER: 'tpay',
  TPAY_CLIENT_ID: 'client',
  TPAY_CLIENT_SECRET: 'secret',
  TPAY_SECURITY_CODE: 'code',
  DATABASE_URL: 'postgres://shop@db.internal/shop',
  SHOP_URL: 'https://inercise.example',
  PUBLIC_API_URL: 'https://api.inercise.example',
};

const problemsWith = (changes: Record<string, string | undefined>) => {
  const env = { ...good, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete env[name];
  return productionProblems(env);
};

describe('production configuration', () => {
  it('accepts a complete environment, with tpay or with a deliberate sandbox', () => {
    assert.deepEqual(productionProblems(good), []);
    assert.deepEqual(problemsWith({ PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1', TPAY_CLIENT_ID: undefined }), []);
  });

  it('wants a JWT secret of at least 32 bytes', () => {
    assert.match(problemsWith({ JWT_SECRET: undefined }).join('\n'), /^JWT_SECRET is missing/);
    assert.match(problemsWith({ JWT_SECRET: '  ' }).join('\n'), /^JWT_SECRET is missing/);
    assert.deepEqual(problemsWith({ JWT_SECRET: 'x'.repeat(31) }), ['JWT_SECRET is 31 bytes long: at least 32 are needed']);
    // Bytes, not characters: 16 two-byte letters are enough.
    assert.deepEqual(problemsWith({ JWT_SECRET: 'ż'.repeat(16) }), []);
  });

  it('wants a known payment provider', () => {
    assert.match(problemsWith({ PAYMENT_PROVIDER: undefined }).join('\n'), /^PAYMENT_PROVIDER is missing/);
    assert.deepEqual(problemsWith({ PAYMENT_PROVIDER: 'paypal' }), ['PAYMENT_PROVIDER=paypal is unknown: use tpay or sandbox']);
  });

  it('wants every Tpay credential, each named', () => {
    assert.deepEqual(problemsWith({ TPAY_CLIENT_ID: undefined }), ['TPAY_CLIENT_ID is missing: PAYMENT_PROVIDER=tpay needs it']);
    assert.deepEqual(
      problemsWith({ TPAY_CLIENT_ID: undefined, TPAY_CLIENT_SECRET: '', TPAY_SECURITY_CODE: undefined }).map((line) => line.split(' ')[0]),
      ['TPAY_CLIENT_ID', 'TPAY_CLIENT_SECRET', 'TPAY_SECURITY_CODE'],
    );
  });

  it('refuses the sandbox unless ALLOW_SANDBOX_PAYMENTS=1', () => {
    assert.match(problemsWith({ PAYMENT_PROVIDER: 'sandbox' }).join('\n'), /^PAYMENT_PROVIDER=sandbox takes no real money/);
    assert.equal(problemsWith({ PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' }).length, 1);
  });

  it('wants a PostgreSQL server', () => {
    assert.match(problemsWith({ DATABASE_URL: undefined }).join('\n'), /^DATABASE_URL is missing/);
  });

  it('wants https addresses for the shop and the API', () => {
    for (const name of ['SHOP_URL', 'PUBLIC_API_URL']) {
      assert.match(problemsWith({ [name]: undefined }).join('\n'), new RegExp(`^${name} is missing`));
      assert.deepEqual(problemsWith({ [name]: 'http://inercise.example' }), [`${name}=http://inercise.example is not https`]);
      assert.deepEqual(problemsWith({ [name]: 'inercise.example' }), [`${name}=inercise.example is not a URL`]);
    }
  });

  it('lists every problem at once, one line each', () => {
    const problems = productionProblems({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'tpay', SHOP_URL: 'http://shop.example' });
    assert.deepEqual(
      problems.map((line) => line.split(/[ =]/)[0]),
      ['JWT_SECRET', 'TPAY_CLIENT_ID', 'TPAY_CLIENT_SECRET', 'TPAY_SECURITY_CODE', 'DATABASE_URL', 'SHOP_URL', 'PUBLIC_API_URL'],
    );
  });

  it('sets production defaults: request logs, the shop as the only CORS origin', () => {
    const production = loadConfig(good);
    assert.deepEqual([production.production, production.logLevel, production.corsOrigins, production.host], [true, 'info', ['https://inercise.example'], '127.0.0.1']);
    assert.equal(loadConfig({ ...good, HOST: '0.0.0.0' }).host, '0.0.0.0');
    const local = loadConfig({ JWT_SECRET: 'local' });
    assert.deepEqual([local.production, local.logLevel, local.paymentProvider, local.databaseUrl, local.shutdownTimeoutMs], [false, 'warn', 'sandbox', null, 10_000]);
  });
});
