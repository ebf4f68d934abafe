import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { adminOf } from '../../test/adminKit.ts';
import { customer, PASSWORD, startServer, type TestServer } from '../../test/harness.ts';

const { ArticleSchema } = contracts;

describe('favourite articles', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const favourites = async (token: string) => {
    const answer = await server.request('GET', '/favourite-articles', { token });
    assert.equal(answer.status, 200, answer.text);
    return (answer.body as unknown[]).map((article) => ArticleSchema.parse(article));
  };

  it('adds and removes idempotently, the latest chosen first, each customer their own', async () => {
    const alice = await customer(server);
    const bob = await customer(server);
    for (let i = 0; i < 2; i += 1) {
      const added = await server.request('POST', '/add-to-favourite', { token: alice.token, body: { articleId: 2 } });
      assert.equal(added.status, 200, added.text);
      assert.deepEqual(added.body, { articleId: 2, favourite: true });
    }
    await server.request('POST', '/add-to-favourite', { token: alice.token, body: { articleId: 5 } });
    const list = await favourites(alice.token);
    assert.deepEqual(list.map((article) => article.id), [5, 2]);
    assert.ok(list[0]!.titleDict.pl && list[0]!.category);
    assert.deepEqual(await favourites(bob.token), []);
    // Bob removing Alice's favourite touches only his own (empty) list.
    assert.equal((await server.request('POST', '/remove-from-favourite', { token: bob.token, body: { articleId: 2 } })).status, 200);
    assert.equal((await favourites(alice.token)).length, 2);
    for (let i = 0; i < 2; i += 1) {
      const removed = await server.request('POST', '/remove-from-favourite', { token: alice.token, body: { articleId: 2 } });
      assert.deepEqual(removed.body, { articleId: 2, favourite: false });
    }
    assert.deepEqual((await favourites(alice.token)).map((article) => article.id), [5]);
  });

  it('asks for a login and refuses what is not a published article', async () => {
    for (const [method, path] of [['POST', '/add-to-favourite'], ['POST', '/remove-from-favourite'], ['GET', '/favourite-articles']] as const) {
      assert.equal((await server.request(method, path, method === 'POST' ? { body: { articleId: 1 } } : {})).status, 401, path);
    }
    const carol = await customer(server);
    assert.deepEqual((await server.request('POST', '/add-to-favourite', { token: carol.token, body: { articleId: 999 } })).body, { message: 'articleNotFound', field: 'articleId' });
    for (const body of [{}, { articleId: 'x' }, { articleId: -1 }, { articleId: 1.5 }, { articleId: 2 ** 31 }, { articleId: '1; drop table article' }, []]) {
      const refused = await server.request('POST', '/add-to-favourite', { token: carol.token, body });
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(typeof refused.body.message, 'string');
    }
    assert.deepEqual(await favourites(carol.token), []);
  });

  it('hides a favourite whose article became a draft, and an unpublished article cannot be chosen', async () => {
    const admin = await adminOf(server);
    const dave = await customer(server);
    await server.request('POST', '/add-to-favourite', { token: dave.token, body: { articleId: 4 } });
    assert.equal((await server.request('PATCH', '/admin/articles/4', { token: admin.token, body: { published: false } })).status, 200);
    try {
      assert.deepEqual(await favourites(dave.token), []);
      assert.equal((await server.request('POST', '/add-to-favourite', { token: dave.token, body: { articleId: 4 } })).status, 404);
    } finally {
      await server.request('PATCH', '/admin/articles/4', { token: admin.token, body: { published: true } });
    }
    assert.deepEqual((await favourites(dave.token)).map((article) => article.id), [4]);
  });

  it('goes into the personal-data export and away with the account', async () => {
    const erin = await customer(server);
    await server.request('POST', '/add-to-favourite', { token: erin.token, body: { articleId: 1 } });
    const exported = await server.request('POST', '/users/me/export', { token: erin.token, body: { password: PASSWORD } });
    assert.equal(exported.status, 200, exported.text);
    const data = typeof exported.body === 'object' && exported.body !== null ? exported.body : JSON.parse(exported.text);
    assert.equal(data.favouriteArticles.length, 1);
    assert.equal(data.favouriteArticles[0].articleId, 1);
    assert.match(data.favouriteArticles[0].title.en, /flywheel/i);
    assert.equal((await server.request('DELETE', `/users/${erin.id}`, { token: erin.token, body: { password: PASSWORD } })).status, 204);
    const left = await server.database.db.selectFrom('favourite_article').select('article_id').where('user_id', '=', erin.id).execute();
    assert.deepEqual(left, []);
  });
});
