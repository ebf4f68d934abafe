// The customer's profile: the choice lists, PUT (replace) and PATCH (change some) of the own profile with the shared
// rules, the picture (checked by its bytes, two squares, served by name, removed), and the profile going with the
// account and coming with the personal-data export.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { contracts, profileContracts } from '../../contracts.ts';
import { customer, PASSWORD, startServer, type TestServer } from '../../test/harness.ts';

const { UserSchema } = contracts;
const { ACTIVITY_LEVEL_KEYS, GOAL_KEYS } = profileContracts;

const picture = async (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = ((i / 3) % width) % 256;
    pixels[i + 1] = (i / 3 / width) % 256;
    pixels[i + 2] = 90;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
};

const full = { name: 'Ada', surname: 'Nowak', gender: 'FEMALE', height: 172, weight: 64.5, birthDate: '1990-02-28', activityLevel: 'ACTIVE', goals: ['MOBILITY', 'STRENGTH'] };
/** The full profile with the explicit consent its health-like fields need. */
const consented = { ...full, healthDataConsent: true };

describe('the profile', () => {
  let server: TestServer;
  let ada: Awaited<ReturnType<typeof customer>>;
  let bob: Awaited<ReturnType<typeof customer>>;

  const form = (bytes: Buffer | string, token: string | null, field = 'image', type = 'image/png') => {
    const data = new FormData();
    data.append(field, new Blob([bytes], { type }), 'me.png');
    return fetch(`${server.url}/users/upload-profile-image`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: data }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { thumbnail?: string; message?: string; field?: string | null },
    }));
  };
  const me = async (token: string) => UserSchema.parse((await server.request('GET', '/users/current-user', { token })).body);

  before(async () => {
    server = await startServer();
    ada = await customer(server);
    bob = await customer(server);
  });
  after(() => server.close());

  it('lists activity levels and goals by stable keys, in order, to anybody', async () => {
    const levels = await server.request('GET', '/activity-level-type');
    assert.equal(levels.status, 200);
    assert.deepEqual(levels.body.map((entry: { key: string }) => entry.key), [...ACTIVITY_LEVEL_KEYS]);
    const goals = await server.request('GET', '/goal-type');
    assert.deepEqual(goals.body.map((entry: { key: string }) => entry.key), [...GOAL_KEYS]);
    assert.deepEqual(goals.body[0], { key: GOAL_KEYS[0], position: 1 });
  });

  it('answers an empty profile, then the values PUT stored, PATCH changing only what it sends', async () => {
    const empty = await me(ada.token);
    assert.deepEqual([empty.gender, empty.height, empty.weight, empty.birthDate, empty.activityLevel, empty.goals, empty.thumbnail], [null, null, null, null, null, [], null]);
    const put = await server.request('PUT', `/users/${ada.id}`, { token: ada.token, body: consented });
    assert.equal(put.status, 200, put.text);
    const stored = UserSchema.parse(put.body);
    assert.ok(stored.healthDataConsentAt && Date.now() - Date.parse(stored.healthDataConsentAt) < 60_000, 'the consent is kept with its time');
    // Goals come in the lists' order.
    assert.deepEqual({ ...stored }, { ...empty, ...full, goals: ['STRENGTH', 'MOBILITY'], healthDataConsentAt: stored.healthDataConsentAt });
    const patched = await server.request('PATCH', `/users/${ada.id}`, { token: ada.token, body: { weight: 66, activityLevel: null } });
    assert.equal(patched.status, 200, patched.text);
    const after = await me(ada.token);
    assert.deepEqual([after.weight, after.activityLevel, after.height, after.name, after.goals], [66, null, 172, 'Ada', ['STRENGTH', 'MOBILITY']]);
    // PUT replaces: what it leaves out is cleared.
    const replaced = UserSchema.parse((await server.request('PUT', `/users/${ada.id}`, { token: ada.token, body: { height: 180 } })).body);
    assert.deepEqual([replaced.height, replaced.weight, replaced.name, replaced.goals, replaced.birthDate], [180, null, null, [], null]);
    assert.equal(replaced.emailAddress, ada.email);
    // Left out, the consent stands (it is no profile field): its time is the first one.
    assert.equal(replaced.healthDataConsentAt, stored.healthDataConsentAt);
    await server.request('PUT', `/users/${ada.id}`, { token: ada.token, body: consented });
  });

  it('keeps health-like fields only with an explicit consent; withdrawing it clears them', async () => {
    const dan = await customer(server);
    // Without a consent, given now or before, no health-like value is kept; the name needs none.
    for (const body of [{ height: 180 }, { goals: ['REHABILITATION'] }, { ...full }]) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const refused = await server.request(method, `/users/${dan.id}`, { token: dan.token, body });
        assert.equal(refused.status, 400, `${method} ${JSON.stringify(body)}`);
        assert.deepEqual(refused.body, { message: 'validation.healthDataConsentRequired', field: 'healthDataConsent' });
      }
    }
    const named = await server.request('PATCH', `/users/${dan.id}`, { token: dan.token, body: { name: 'Dan', gender: null, goals: [] } });
    assert.equal(named.status, 200, named.text);
    assert.equal(UserSchema.parse(named.body).healthDataConsentAt, null);
    // Values sent with a withdrawal are refused by the shared rule.
    const mixed = await server.request('PATCH', `/users/${dan.id}`, { token: dan.token, body: { healthDataConsent: false, height: 180 } });
    assert.deepEqual([mixed.status, mixed.body], [400, { message: 'validation.healthDataConsentRequired', field: 'healthDataConsent' }]);

    const given = await server.request('PATCH', `/users/${dan.id}`, { token: dan.token, body: { healthDataConsent: true, height: 180, goals: ['REHABILITATION'] } });
    assert.equal(given.status, 200, given.text);
    // Once given, a later change needs no repeat.
    assert.equal((await server.request('PATCH', `/users/${dan.id}`, { token: dan.token, body: { weight: 80 } })).status, 200);
    const withdrawn = UserSchema.parse((await server.request('PATCH', `/users/${dan.id}`, { token: dan.token, body: { healthDataConsent: false } })).body);
    assert.deepEqual(
      [withdrawn.height, withdrawn.weight, withdrawn.goals, withdrawn.healthDataConsentAt, withdrawn.name],
      [null, null, [], null, 'Dan'],
    );
    const db = server.database.db;
    assert.equal((await db.selectFrom('user_goal').select('goal').where('user_id', '=', dan.id).execute()).length, 0);
    // Withdrawn, it is needed again.
    assert.equal((await server.request('PATCH', `/users/${dan.id}`, { token: dan.token, body: { height: 181 } })).status, 400);
  });

  it('refuses out-of-range and unknown values with the form keys, changing nothing', async () => {
    const before = await me(ada.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ height: 99 }, 'validation.heightRange', 'height'],
      [{ height: 251 }, 'validation.heightRange', 'height'],
      [{ height: 170.5 }, 'validation.heightRange', 'height'],
      [{ height: '1e9' }, 'validation.heightRange', 'height'],
      [{ weight: 12 }, 'validation.weightRange', 'weight'],
      [{ weight: 1e308 }, 'validation.weightRange', 'weight'],
      [{ birthDate: '2999-01-01' }, 'validation.birthDateRange', 'birthDate'],
      [{ birthDate: '1700-01-01' }, 'validation.birthDateRange', 'birthDate'],
      [{ birthDate: "1990-01-01'; drop table app_user; --" }, 'validation.birthDateRange', 'birthDate'],
      [{ gender: 'ROBOT' }, 'validation.unknownChoice', 'gender'],
      [{ activityLevel: 'LAZY' }, 'validation.unknownChoice', 'activityLevel'],
      [{ goals: ['STRENGTH', '<script>'] }, 'validation.unknownChoice', 'goals.1'],
      [{ name: 'x'.repeat(61) }, 'validation.tooLong', 'name'],
    ];
    for (const [body, message, field] of cases) {
      for (const method of ['PUT', 'PATCH']) {
        const answer = await server.request(method, `/users/${ada.id}`, { token: ada.token, body });
        assert.deepEqual([answer.status, answer.body], [400, { message, field }], `${method} ${JSON.stringify(body)}`);
      }
    }
    // Fields the profile does not hold (an e-mail, a role) are refused, not ignored.
    for (const body of [{ emailAddress: 'x@y.pl' }, { roleType: { name: 'ADMIN' } }, [], 'text']) {
      assert.equal((await server.request('PATCH', `/users/${ada.id}`, { token: ada.token, body })).status, 400, JSON.stringify(body));
    }
    assert.deepEqual(await me(ada.token), before);
  });

  it("never reads or changes another customer's profile", async () => {
    const before = await me(ada.token);
    for (const method of ['PUT', 'PATCH']) {
      const answer = await server.request(method, `/users/${ada.id}`, { token: bob.token, body: { height: 200 } });
      assert.deepEqual([answer.status, answer.body.message], [403, 'notYourAccount']);
      assert.equal((await server.request(method, `/users/${ada.id}`, { body: { height: 200 } })).status, 401);
    }
    assert.equal((await server.request('DELETE', '/users/profile-image', { token: bob.token })).status, 204);
    assert.deepEqual(await me(ada.token), before);
    assert.equal((await me(bob.token)).height, null);
  });

  it('keeps an uploaded picture as two WebP squares served by name, replaces it and removes it', async () => {
    assert.equal((await form(await picture(300, 200), null)).status, 401);
    const first = await form(await picture(600, 400), ada.token);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const name = first.body.thumbnail!;
    assert.match(name, /^pf-[0-9a-f]{24}\.webp$/);
    assert.equal((await me(ada.token)).thumbnail, name);
    for (const [kind, side] of [['image', 256], ['thumbnail', 64]] as const) {
      const served = await fetch(`${server.url}/${kind}/${name}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/webp');
      assert.match(served.headers.get('cache-control') ?? '', /^private/);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', side, side]);
    }
    // The raw bytes are taken too (the companion app's way), as JPEG; the new picture replaces the old one.
    const second = await fetch(`${server.url}/users/upload-profile-image`, { method: 'POST', headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'image/jpeg' }, body: await picture(100, 100, 'jpeg') });
    assert.equal(second.status, 201);
    const secondName = ((await second.json()) as { thumbnail: string }).thumbnail;
    assert.notEqual(secondName, name);
    assert.equal((await fetch(`${server.url}/thumbnail/${name}`)).status, 404);
    assert.equal((await me(ada.token)).thumbnail, secondName);
    // Another customer's upload is his own.
    const bobs = await form(await picture(100, 100), bob.token);
    assert.equal(bobs.status, 201);
    assert.equal((await me(ada.token)).thumbnail, secondName);
    assert.equal((await server.request('DELETE', '/users/profile-image', { token: ada.token })).status, 204);
    assert.equal((await me(ada.token)).thumbnail, null);
    assert.equal((await fetch(`${server.url}/image/${secondName}`)).status, 404);
    assert.equal((await fetch(`${server.url}/image/${bobs.body.thumbnail}`)).status, 200);
  });

  it('refuses what is no picture by its content, whatever it claims, and oversized or tiny pictures', async () => {
    const count = async () => (await server.database.db.selectFrom('profile_image').select('user_id').where('user_id', '=', ada.id).execute()).length;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><script>alert(1)</script></svg>';
    const gif = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#f00' } }).gif().toBuffer();
    const cases: [Buffer | string, number, string][] = [
      ['<?php echo 1; ?>', 400, 'imageType'],
      [svg, 400, 'imageType'],
      [gif, 400, 'imageType'],
      [Buffer.concat([(await picture(200, 200)).subarray(0, 40), Buffer.alloc(400)]), 400, 'imageType'],
      [await picture(40, 200), 400, 'imageTooSmall'],
      [Buffer.alloc(6 * 1024 * 1024, 1), 413, 'imageFileTooLarge'],
    ];
    for (const [bytes, status, message] of cases) {
      const answer = await form(bytes, ada.token);
      assert.deepEqual([answer.status, answer.body.message], [status, message], message);
    }
    // A form without the picture's part, and JSON, are refused as no picture.
    assert.deepEqual((await form(await picture(100, 100), ada.token, 'file')).status, 415);
    assert.equal((await server.request('POST', '/users/upload-profile-image', { token: ada.token, body: { image: 'x' } })).status, 415);
    assert.equal(await count(), 0);
  });

  it('goes with the account and comes with the personal-data export', async () => {
    const carol = await customer(server);
    await server.request('PUT', `/users/${carol.id}`, { token: carol.token, body: consented });
    const uploaded = await form(await picture(120, 120), carol.token);
    const exported = (await server.request('POST', '/users/me/export', { token: carol.token, body: { password: PASSWORD } })).body;
    assert.match(exported.profile.healthDataConsentAt, /^\d{4}-\d{2}-\d{2}T/);
    assert.deepEqual(exported.profile, {
      healthDataConsentAt: exported.profile.healthDataConsentAt,
      gender: 'FEMALE',
      height: 172,
      weight: 64.5,
      birthDate: '1990-02-28',
      activityLevel: 'ACTIVE',
      goals: ['STRENGTH', 'MOBILITY'],
      picture: { name: uploaded.body.thumbnail, image: `/image/${uploaded.body.thumbnail}`, thumbnail: `/thumbnail/${uploaded.body.thumbnail}` },
    });
    assert.equal((await server.request('DELETE', `/users/${carol.id}`, { token: carol.token, body: { password: PASSWORD } })).status, 204);
    const db = server.database.db;
    assert.equal((await db.selectFrom('user_goal').select('goal').where('user_id', '=', carol.id).execute()).length, 0);
    assert.equal((await db.selectFrom('profile_image').select('name').where('user_id', '=', carol.id).execute()).length, 0);
    assert.equal((await fetch(`${server.url}/image/${uploaded.body.thumbnail}`)).status, 404);
  });
});
