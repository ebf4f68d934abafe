import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts, EXAMPLE_SELLER } from '../../contracts.ts';
import { loadConfig } from '../../config.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { realSellerEnv } from '../../test/realSellerEnv.ts';
import { SELLER_CACHE_CONTROL } from './routes.ts';

describe('GET /seller', () => {
  let example: TestServer;
  let configured: TestServer;
  before(async () => {
    example = await startServer();
    configured = await startServer({ seller: loadConfig({ JWT_SECRET: 'local', ...realSellerEnv }).seller });
  });
  after(async () => {
    await example.close();
    await configured.close();
  });

  it('answers the example seller when no SELLER_* is set, to anyone, cacheable', async () => {
    const answer = await example.request('GET', '/seller');
    assert.equal(answer.status, 200);
    assert.deepEqual(contracts.SellerSchema.parse(answer.body), EXAMPLE_SELLER);
    assert.equal(answer.headers.get('cache-control'), SELLER_CACHE_CONTROL);
  });

  it('answers the seller the SELLER_* variables configure, whole', async () => {
    const seller = contracts.SellerSchema.parse((await configured.request('GET', '/seller')).body);
    assert.deepEqual(seller, {
      legalName: realSellerEnv.SELLER_LEGAL_NAME,
      street: realSellerEnv.SELLER_STREET,
      postcode: realSellerEnv.SELLER_POSTCODE,
      city: realSellerEnv.SELLER_CITY,
      country: realSellerEnv.SELLER_COUNTRY,
      nip: realSellerEnv.SELLER_NIP,
      regon: realSellerEnv.SELLER_REGON,
      register: { kind: 'KRS', number: realSellerEnv.SELLER_REGISTER_NUMBER, court: realSellerEnv.SELLER_REGISTER_COURT },
      shareCapital: realSellerEnv.SELLER_SHARE_CAPITAL,
      phone: realSellerEnv.SELLER_PHONE,
      email: realSellerEnv.SELLER_EMAIL,
      bankAccount: realSellerEnv.SELLER_BANK_ACCOUNT,
      bankName: realSellerEnv.SELLER_BANK_NAME,
      appStoreUrl: realSellerEnv.SELLER_APP_STORE_URL,
      googlePlayUrl: realSellerEnv.SELLER_GOOGLE_PLAY_URL,
    });
  });
});
