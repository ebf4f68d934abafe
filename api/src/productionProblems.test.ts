import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from './config.ts';
import { EXAMPLE_SELLER } from './contracts.ts';
import { productionProblems } from './productionProblems.ts';
import { realSellerEnv } from './test/realSellerEnv.ts';

/** A complete, safe production environment: each test breaks one thing. */
const good: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  TOTP_KEYS: 't'.repeat(32),
  LINK_SECRET: 'l'.repeat(32),
  METRICS_TOKEN: 'm'.repeat(32),
  CAPTCHA_SECRET: '0x4AAAAAAAturnstile',
  PAYMENT_PROVIDER: 'tpay',
  TPAY_CLIENT_ID: 'client',
  TPAY_CLIENT_SECRET: 'secret',
  TPAY_SECURITY_CODE: 'code',
  TPAY_API_URL: 'https://api.tpay.com',
  DATABASE_URL: 'postgres://shop@db.internal/shop',
  SHOP_URL: 'https://inercise.example',
  PUBLIC_API_URL: 'https://api.inercise.example',
  SMTP_URL: 'smtp://shop:secret@smtp.mailhost.pl:587',
  SHOP_EMAIL: 'sklep@inercise.pl',
  ...realSellerEnv,
};

/** Every SELLER_* variable, in the order the refusal names them. */
const sellerNames = Object.keys(realSellerEnv);

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

  it('wants a secret of its own for the two-step login keys and for the links, none of them JWT_SECRET', () => {
    assert.match(problemsWith({ TOTP_KEYS: undefined }).join('\n'), /^TOTP_KEYS is missing/);
    assert.match(problemsWith({ TOTP_KEYS: ' , ' }).join('\n'), /^TOTP_KEYS is missing/);
    assert.deepEqual(problemsWith({ TOTP_KEYS: 'short' }), ['TOTP_KEYS is 5 bytes long: at least 32 are needed']);
    // A new key first, the old one after it while the sealed keys are rotated: each must be long enough.
    assert.deepEqual(problemsWith({ TOTP_KEYS: `${'n'.repeat(32)},${'o'.repeat(32)}` }), []);
    assert.deepEqual(problemsWith({ TOTP_KEYS: `${'n'.repeat(32)}, old` }), ['TOTP_KEYS (key 2) is 3 bytes long: at least 32 are needed']);
    assert.deepEqual(problemsWith({ TOTP_KEYS: `${'n'.repeat(32)},${'x'.repeat(32)}` }), ['TOTP_KEYS holds JWT_SECRET: give the two-step login keys a secret of their own']);
    assert.match(problemsWith({ LINK_SECRET: undefined }).join('\n'), /^LINK_SECRET is missing/);
    assert.deepEqual(problemsWith({ LINK_SECRET: 'l'.repeat(31) }), ['LINK_SECRET is 31 bytes long: at least 32 are needed']);
    assert.deepEqual(problemsWith({ LINK_SECRET: 'x'.repeat(32) }), ['LINK_SECRET is JWT_SECRET: give the links a secret of their own']);
  });

  it('wants a metrics token unless METRICS=off', () => {
    assert.match(problemsWith({ METRICS_TOKEN: undefined }).join('\n'), /^METRICS_TOKEN is missing: .*METRICS=off/);
    assert.deepEqual(problemsWith({ METRICS_TOKEN: 'm'.repeat(8) }), ['METRICS_TOKEN is 8 bytes long: at least 32 are needed']);
    assert.deepEqual(problemsWith({ METRICS_TOKEN: undefined, METRICS: 'off' }), []);
    assert.equal(problemsWith({ METRICS_TOKEN: undefined, METRICS: 'no' }).length, 1, 'only off turns it off');
  });

  it('wants the bot check\'s secret unless CAPTCHA=off', () => {
    assert.match(problemsWith({ CAPTCHA_SECRET: undefined }).join('\n'), /^CAPTCHA_SECRET is missing: .*turnstile\.siteKey.*CAPTCHA=off/);
    assert.match(problemsWith({ CAPTCHA_SECRET: ' ' }).join('\n'), /^CAPTCHA_SECRET is missing/);
    assert.deepEqual(problemsWith({ CAPTCHA_SECRET: undefined, CAPTCHA: 'off' }), []);
  });

  it('refuses SMTP that would send in plain text to another machine', () => {
    for (const url of ['smtps://shop:secret@smtp.mailhost.pl:465', 'smtp://relay@localhost:25', 'smtp://127.0.0.1:25?ignoreTLS=true', 'smtp://[::1]:25']) {
      assert.deepEqual(problemsWith({ SMTP_URL: url }), [], url);
    }
    for (const url of ['smtp://shop:secret@smtp.mailhost.pl:587?ignoreTLS=true', 'smtp://shop:secret@smtp.mailhost.pl:25?requireTLS=false', 'smtps://smtp.mailhost.pl:465?secure=false']) {
      assert.deepEqual(problemsWith({ SMTP_URL: url }), ["SMTP_URL turns TLS off for smtp.mailhost.pl: passwords and customers' mails would cross the network in plain text"], url);
    }
    assert.deepEqual(problemsWith({ SMTP_URL: 'http://smtp.mailhost.pl' }), ['SMTP_URL uses http: use smtp:// (STARTTLS, port 587) or smtps:// (port 465)']);
    assert.match(problemsWith({ SMTP_URL: 'mailhost' }).join('\n'), /^SMTP_URL is not a URL/);
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

  it('wants Tpay\'s production API, naming TPAY_API_URL, unless sandbox payments are allowed', () => {
    assert.deepEqual(problemsWith({ TPAY_API_URL: 'https://api.tpay.com/' }), [], 'a trailing slash is the same address');
    assert.match(problemsWith({ TPAY_API_URL: undefined }).join('\n'), /^TPAY_API_URL is missing: set https:\/\/api\.tpay\.com/);
    assert.match(problemsWith({ TPAY_API_URL: ' ' }).join('\n'), /^TPAY_API_URL is missing/, 'blank is missing, even with the sandbox allowed');
    assert.match(problemsWith({ TPAY_API_URL: undefined, ALLOW_SANDBOX_PAYMENTS: '1' }).join('\n'), /^TPAY_API_URL is missing/);
    for (const address of ['https://openapi.sandbox.tpay.com', 'http://api.tpay.com', 'https://api.tpay.com.evil.example', 'https://api.tpay.com/v2', 'api.tpay.com']) {
      const problems = problemsWith({ TPAY_API_URL: address });
      assert.equal(problems.length, 1, address);
      assert.match(problems[0]!, new RegExp(`^TPAY_API_URL=${address.replace(/\./g, '\\.')} is not Tpay's production API .*ALLOW_SANDBOX_PAYMENTS=1`));
    }
    assert.deepEqual(problemsWith({ TPAY_API_URL: 'https://openapi.sandbox.tpay.com', ALLOW_SANDBOX_PAYMENTS: '1' }), []);
    assert.equal(problemsWith({ TPAY_API_URL: 'https://openapi.sandbox.tpay.com', ALLOW_SANDBOX_PAYMENTS: 'yes' }).length, 1, 'only 1 allows it');
  });

  it('refuses trusting sandbox certificates unless sandbox payments are allowed', () => {
    assert.deepEqual(problemsWith({ TPAY_CERT_PREFIX: 'https://secure.tpay.com/x509', TPAY_ROOT_CERT_URL: 'https://secure.tpay.com/x509/tpay-jws-root.pem' }), []);
    assert.deepEqual(
      problemsWith({ TPAY_CERT_PREFIX: 'https://secure.sandbox.tpay.com', TPAY_ROOT_CERT_URL: 'https://secure.sandbox.tpay.com/x509/tpay-jws-root.pem' }).map((line) => line.split('=')[0]),
      ['TPAY_CERT_PREFIX', 'TPAY_ROOT_CERT_URL'],
    );
    assert.match(problemsWith({ TPAY_CERT_PREFIX: 'https://secure.sandbox.tpay.com' })[0]!, /trusts certificates outside https:\/\/secure\.tpay\.com: set ALLOW_SANDBOX_PAYMENTS=1/);
    assert.deepEqual(problemsWith({ TPAY_CERT_PREFIX: 'https://secure.sandbox.tpay.com', ALLOW_SANDBOX_PAYMENTS: '1' }), []);
  });

  it('wants an SMTP server and the shop\'s real e-mail address, each named', () => {
    assert.match(problemsWith({ SMTP_URL: undefined }).join('\n'), /^SMTP_URL is missing/);
    assert.match(problemsWith({ SMTP_URL: '' }).join('\n'), /^SMTP_URL is missing/);
    assert.match(problemsWith({ SHOP_EMAIL: undefined }).join('\n'), /^SHOP_EMAIL is missing/);
    assert.deepEqual(problemsWith({ SHOP_EMAIL: 'sklep' }), ['SHOP_EMAIL=sklep is not an e-mail address']);
    for (const address of ['sklep@inercise.example', 'shop@example.com', 'shop@mail.example.org', 'owner@shop.test', 'root@localhost', 'me@box.local', 'a@b.invalid']) {
      assert.match(problemsWith({ SHOP_EMAIL: address }).join('\n'), /^SHOP_EMAIL=\S+ is a placeholder/, address);
    }
    for (const address of ['sklep@inercise.pl', 'orders@myexample.com', 'shop@example.com.pl']) assert.deepEqual(problemsWith({ SHOP_EMAIL: address }), [], address);
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

  it('refuses TRUST_PROXY=true, which used to believe the whole forwarded chain, and settings it cannot read', () => {
    assert.deepEqual(problemsWith({ TRUST_PROXY: '1' }), []);
    assert.deepEqual(problemsWith({ TRUST_PROXY: '10.0.0.0/8,fd00::/8' }), []);
    assert.deepEqual(problemsWith({ TRUST_PROXY: 'true' }), [
      'TRUST_PROXY=true is ambiguous: set the number of proxies in front (TRUST_PROXY=1 behind one) or their address ranges (TRUST_PROXY=10.0.0.0/8)',
    ]);
    assert.match(problemsWith({ TRUST_PROXY: 'yes' }).join('\n'), /^TRUST_PROXY="yes" is not understood: TRUST_PROXY is a number of proxies in front/);
    assert.deepEqual(loadConfig({ ...good, TRUST_PROXY: '1' }).trustProxy, { kind: 'hops', hops: 1 });
    assert.deepEqual(loadConfig(good).trustProxy, { kind: 'none' });
  });

  it('lists every problem at once, one line each', () => {
    const problems = productionProblems({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'tpay', SHOP_URL: 'http://shop.example' });
    assert.deepEqual(
      problems.map((line) => line.split(/[ =]/)[0]),
      ['JWT_SECRET', 'TOTP_KEYS', 'LINK_SECRET', 'TPAY_CLIENT_ID', 'TPAY_CLIENT_SECRET', 'TPAY_SECURITY_CODE', 'TPAY_API_URL', 'DATABASE_URL', 'SHOP_URL', 'PUBLIC_API_URL', 'SMTP_URL', 'SHOP_EMAIL', 'METRICS_TOKEN', 'CAPTCHA_SECRET', ...sellerNames],
    );
  });

  it('wants every seller detail, one line per SELLER_* variable missing', () => {
    const withoutSeller = Object.fromEntries(sellerNames.map((name) => [name, undefined]));
    const problems = problemsWith(withoutSeller);
    assert.deepEqual(problems.map((line) => line.split(' ')[0]), sellerNames);
    for (const line of problems) assert.match(line, /^SELLER_[A-Z_]+ is missing: set the seller's real detail/);
    assert.deepEqual(problemsWith({ SELLER_NIP: '  ' }), ["SELLER_NIP is missing: set the seller's real detail (the footer, the terms and every invoice name it)"]);
  });

  it('refuses the example seller, naming each variable still at the example\'s value', () => {
    const example = EXAMPLE_SELLER;
    assert.deepEqual(problemsWith({ SELLER_NIP: example.nip }), [`SELLER_NIP is still the example's value (${example.nip}): set the seller's real detail`]);
    assert.deepEqual(problemsWith({ SELLER_APP_STORE_URL: ` ${example.appStoreUrl} ` }).map((line) => line.split(' ')[0]), ['SELLER_APP_STORE_URL']);
    // The whole example, variable by variable: every detail but the country and the register's kind (real answers) is refused.
    const exampleEnv = {
      SELLER_LEGAL_NAME: example.legalName,
      SELLER_STREET: example.street,
      SELLER_POSTCODE: example.postcode,
      SELLER_CITY: example.city,
      SELLER_COUNTRY: example.country,
      SELLER_NIP: example.nip,
      SELLER_REGON: example.regon,
      SELLER_REGISTER_NUMBER: example.register.number,
      SELLER_REGISTER_COURT: example.register.court,
      SELLER_SHARE_CAPITAL: example.shareCapital,
      SELLER_PHONE: example.phone,
      SELLER_EMAIL: example.email,
      SELLER_BANK_ACCOUNT: example.bankAccount,
      SELLER_BANK_NAME: example.bankName,
      SELLER_APP_STORE_URL: example.appStoreUrl,
      SELLER_GOOGLE_PLAY_URL: example.googlePlayUrl,
    };
    const refused = problemsWith(exampleEnv).map((line) => line.split(' ')[0]);
    assert.deepEqual(refused, sellerNames.filter((name) => !['SELLER_COUNTRY', 'SELLER_REGISTER_KIND'].includes(name)));
    // The example's configuration is what a start without any SELLER_* gives: nothing of it reaches production.
    assert.deepEqual(loadConfig({ JWT_SECRET: 'local' }).seller, example);
  });

  it('takes a sole trader (CEIDG) without share capital, and refuses an unknown register', () => {
    assert.deepEqual(problemsWith({ SELLER_REGISTER_KIND: 'CEIDG', SELLER_SHARE_CAPITAL: undefined }), []);
    assert.equal(loadConfig({ ...good, SELLER_REGISTER_KIND: 'CEIDG', SELLER_SHARE_CAPITAL: undefined }).seller.shareCapital, '');
    assert.equal(loadConfig({ ...good, SELLER_REGISTER_KIND: 'CEIDG', SELLER_SHARE_CAPITAL: '-' }).seller.shareCapital, '');
    assert.deepEqual(problemsWith({ SELLER_REGISTER_KIND: 'KRS', SELLER_SHARE_CAPITAL: undefined }).map((line) => line.split(' ')[0]), ['SELLER_SHARE_CAPITAL']);
    assert.deepEqual(problemsWith({ SELLER_REGISTER_KIND: 'GmbH' }), ['SELLER_REGISTER_KIND=GmbH is unknown: use KRS or CEIDG']);
    assert.deepEqual(problemsWith({ SELLER_COUNTRY: 'Polska' }), ['SELLER_COUNTRY=Polska is not a two-letter country code (ISO 3166-1, e.g. PL)']);
  });

  it('reads the seller the production API shows from the SELLER_* variables', () => {
    const { seller } = loadConfig(good);
    assert.deepEqual(
      [seller.legalName, seller.nip, seller.register, seller.shareCapital, seller.googlePlayUrl],
      [realSellerEnv.SELLER_LEGAL_NAME, realSellerEnv.SELLER_NIP, { kind: 'KRS', number: realSellerEnv.SELLER_REGISTER_NUMBER, court: realSellerEnv.SELLER_REGISTER_COURT }, realSellerEnv.SELLER_SHARE_CAPITAL, realSellerEnv.SELLER_GOOGLE_PLAY_URL],
    );
  });

  it('sends SMTP over TLS to another machine: STARTTLS required on smtp://, not for a relay on this one', async () => {
    const { smtpTransportOptions } = await import('./features/mail/smtpSecurity.ts');
    assert.deepEqual(smtpTransportOptions('smtp://shop:secret@smtp.mailhost.pl:587'), { host: 'smtp.mailhost.pl', port: 587, secure: false, auth: { user: 'shop', pass: 'secret' }, requireTLS: true });
    assert.deepEqual(smtpTransportOptions('smtps://shop:secret@smtp.mailhost.pl:465'), { host: 'smtp.mailhost.pl', port: 465, secure: true, auth: { user: 'shop', pass: 'secret' } });
    assert.equal(smtpTransportOptions('smtp://localhost:1025').requireTLS, undefined);
    assert.equal(smtpTransportOptions('smtp://127.0.0.1:25').requireTLS, undefined);
    // What nodemailer makes of it: the transport that sends the shop's mails, with the timeouts given beside it.
    const { createMailer } = await import('./features/mail/mailer.ts');
    const { default: nodemailer } = await import('nodemailer');
    const made: unknown[] = [];
    const original = nodemailer.createTransport;
    nodemailer.createTransport = ((options: unknown) => (made.push(options), original(options as never))) as typeof nodemailer.createTransport;
    try {
      createMailer({ smtpUrl: 'smtp://shop:secret@smtp.mailhost.pl:587', outboxDir: '/nonexistent', from: 'sklep@inercise.pl', timeoutMs: 5000 });
    } finally {
      nodemailer.createTransport = original;
    }
    const transport = original(made[0] as never) as unknown as { transporter: { options: { requireTLS?: boolean; host?: string; connectionTimeout?: number } } };
    assert.deepEqual([transport.transporter.options.host, transport.transporter.options.requireTLS, transport.transporter.options.connectionTimeout], ['smtp.mailhost.pl', true, 5000]);
  });

  it('serves /docs in production only when API_DOCS=on', () => {
    assert.equal(loadConfig(good).apiDocs, false);
    assert.equal(loadConfig({ ...good, API_DOCS: 'on' }).apiDocs, true);
    assert.equal(loadConfig({ JWT_SECRET: 'local' }).apiDocs, true);
    assert.equal(loadConfig({ JWT_SECRET: 'local', API_DOCS: 'off' }).apiDocs, false);
  });

  it('sets production defaults: request logs, the shop as the only CORS origin', () => {
    const production = loadConfig(good);
    assert.deepEqual([production.production, production.logLevel, production.corsOrigins, production.host], [true, 'info', ['https://inercise.example'], '127.0.0.1']);
    assert.equal(loadConfig({ ...good, HOST: '0.0.0.0' }).host, '0.0.0.0');
    const local = loadConfig({ JWT_SECRET: 'local' });
    assert.deepEqual([local.production, local.logLevel, local.paymentProvider, local.databaseUrl, local.shutdownTimeoutMs], [false, 'warn', 'sandbox', null, 10_000]);
  });
});
