// The owners' second-factor keys are sealed with TOTP_KEYS, not with the session secret: keys sealed before (under
// JWT_SECRET) still open, `admin rotate-totp-key` seals every key again with the first of TOTP_KEYS, and after it
// neither the old key nor JWT_SECRET is needed to pass the second step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { adminOf, type Customer } from '../../test/adminKit.ts';
import { PASSWORD, startServer, type TestServer } from '../../test/harness.ts';
import { rotateSecondFactorKeys } from './rotateKeys.ts';
import { createSecretBox } from './secretBox.ts';
import { base32Decode, totp, TOTP_STEP_SECONDS } from './totp.ts';

/** How keys were sealed before TOTP_KEYS: AES-256-GCM under a key derived from JWT_SECRET, `v1.<iv>.<tag>.<data>`. */
const sealedTheOldWay = (jwtSecret: string, plain: Buffer): string => {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'inercise', 'second-factor-secret', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
};

describe('the second factor’s sealing keys', () => {
  const first = 'first-totp-key-first-totp-key-01';
  const second = 'second-totp-key-second-totp-k-02';

  it('seals with the first key, opens with any given, and names the key it sealed with', () => {
    const plain = randomBytes(20);
    const box = createSecretBox([first]);
    const sealed = box.seal(plain);
    assert.match(sealed, /^v2\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.ok(!sealed.includes(plain.toString('base64url')));
    assert.deepEqual(createSecretBox([second, first]).open(sealed), plain, 'an older key still opens');
    assert.equal(createSecretBox([second, first]).current(sealed), false);
    assert.equal(box.current(sealed), true);
    assert.throws(() => createSecretBox([second]).open(sealed), /not in TOTP_KEYS/);
    // The same id with another key's ciphertext (a forged row): the tag does not match.
    const [, id, iv, tag, data] = sealed.split('.');
    const other = createSecretBox([second]).seal(plain).split('.');
    assert.throws(() => box.open(['v2', id, other[2], other[3], other[4]].join('.')));
    assert.throws(() => box.open(['v2', id, iv, tag, `${data}AA`].join('.')));
    assert.throws(() => box.open('v1.a.b.c'), /session secret/);
    assert.throws(() => createSecretBox([]), /no key/);
  });

  describe('on a real API', () => {
    let server: TestServer;
    let admin: Customer;
    let nowMs = Date.now();
    let secret = '';
    const clock = () => new Date(nowMs);
    const code = () => totp(base32Decode(secret), nowMs);
    const row = () => server.database.db.selectFrom('second_factor').selectAll().where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    const passes = async () => {
      nowMs += 2 * TOTP_STEP_SECONDS * 1000;
      const login = await server.request('POST', '/users/login', { body: { username: admin.email, password: PASSWORD, captchaResponseToken: 'x' } });
      assert.equal(login.status, 200, login.text);
      assert.equal(login.headers.get('second-factor'), 'required');
      const answer = await server.request('POST', '/users/login/second-factor', { token: login.headers.get('access_token')!, body: { code: code() } });
      return answer.status;
    };

    before(async () => {
      server = await startServer({ totpKeys: [first] }, { clock });
      admin = await adminOf(server);
      const started = await server.request('POST', '/admin/2fa/enrol', { token: admin.token });
      secret = started.body.secret;
      assert.equal((await server.request('POST', '/admin/2fa/confirm', { token: admin.token, body: { code: code() } })).status, 200);
    });
    after(() => server.close());

    it('opens a key sealed under JWT_SECRET before, and seals it again with TOTP_KEYS on rotation', async () => {
      assert.ok(createSecretBox([first]).current((await row()).secret_sealed), 'a new enrolment is sealed with TOTP_KEYS');
      // The row as an older version of the shop left it.
      const old = sealedTheOldWay(server.config.jwtSecret, base32Decode(secret));
      await server.database.db.updateTable('second_factor').set({ secret_sealed: old }).where('user_id', '=', admin.id).execute();
      assert.equal(await passes(), 200, 'the owner still passes');

      // A new key goes first; the command seals everything with it.
      const rotated = await rotateSecondFactorKeys(server.database.db, createSecretBox([second, first], server.config.jwtSecret));
      assert.deepEqual(rotated, { resealed: 1, current: 0, unreadable: 0 });
      const sealed = (await row()).secret_sealed;
      assert.notEqual(sealed, old);
      // Neither JWT_SECRET nor the first key is needed any more: both may change without locking the owner out.
      assert.deepEqual(createSecretBox([second]).open(sealed), base32Decode(secret));
      assert.deepEqual(await rotateSecondFactorKeys(server.database.db, createSecretBox([second])), { resealed: 0, current: 1, unreadable: 0 }, 'again: nothing to do');
      // This API still has the old key only: the row is sealed with one it was not given.
      assert.deepEqual(await rotateSecondFactorKeys(server.database.db, createSecretBox(['a-third-key-a-third-key-a-third-k'])), { resealed: 0, current: 0, unreadable: 1 });
    });
  });
});
