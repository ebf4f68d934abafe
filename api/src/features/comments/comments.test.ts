// Article comments: only a logged-in customer posts, plain text (markup kept as typed, never interpreted), trimmed,
// not empty, not too long, on a published article; a comment waits for approval, then shows with the first name
// and date only; the owner approves, rejects and removes (audited), a customer cannot; five posts per ten minutes
// per account; the account's deletion takes its comments; the personal-data export holds them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { adminContracts, contracts } from '../../contracts.ts';
import { adminOf, type Customer } from '../../test/adminKit.ts';
import { customer, PASSWORD, startServer, type TestServer } from '../../test/harness.ts';
import { COMMENTS_PER_WINDOW } from './routes.ts';

const { ArticleCommentSchema, pageSchema } = contracts;
const { AdminArticleCommentSchema } = adminContracts;

describe('article comments', () => {
  let server: TestServer;
  let admin: Customer;
  let anna: Customer;
  let draftId: number;

  const post = (token: string | undefined, body: unknown) => server.request('POST', '/add-comment', { ...(token ? { token } : {}), body });
  const shown = async (articleId = 1) => {
    const answer = await server.request('GET', `/articles/${articleId}/comments`);
    assert.equal(answer.status, 200, answer.text);
    return z.array(ArticleCommentSchema).parse(answer.body);
  };
  const queue = async (query = '') => {
    const answer = await server.request('GET', `/admin/comments${query}`, { token: admin.token });
    assert.equal(answer.status, 200, answer.text);
    return pageSchema(AdminArticleCommentSchema).parse(answer.body);
  };
  const moderate = (id: number, status: string, token = admin.token) => server.request('PATCH', `/admin/comments/${id}`, { token, body: { status } });
  const count = async () => Number((await server.database.db.selectFrom('article_comment').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    anna = await customer(server);
    await server.database.db.updateTable('app_user').set({ name: 'Anna Maria', surname: 'Kowalska' }).where('id', '=', anna.id).execute();
    const draft = await server.database.db.selectFrom('article').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    draftId = Number(draft.id) + 1;
    await server.database.db
      .insertInto('article')
      .values({ id: draftId, title_en: 'Draft', title_pl: 'Szkic', body_en: 'x', body_pl: 'x', slug_en: 'draft-comments', slug_pl: 'szkic-komentarze', author: 'A', date_published: new Date(), image: 'a.webp', thumbnail: 'a.webp', published: false })
      .execute();
  });
  after(() => server.close());

  it('refuses a visitor and bad input with nothing stored', async () => {
    assert.equal((await post(undefined, { articleId: 1, text: 'Hello' })).status, 401);
    assert.equal((await post('forged.token.here', { articleId: 1, text: 'Hello' })).status, 401);
    const refusals: [unknown, number, string][] = [
      [{ articleId: 1, text: '' }, 400, 'validation.emptyMessage'],
      [{ articleId: 1, text: '   \n\t ' }, 400, 'validation.emptyMessage'],
      [{ articleId: 1, text: 'x'.repeat(2001) }, 400, 'validation.tooLong'],
      [{ articleId: 1 }, 400, 'validation.emptyMessage'],
      [{ articleId: 1, text: 42 }, 400, 'validation.emptyMessage'],
      [{ articleId: 0, text: 'Hello' }, 400, ''],
      [{ articleId: '1', text: 'Hello' }, 400, ''],
      [{ articleId: 999_999, text: 'Hello' }, 404, 'articleNotFound'],
      [{ articleId: draftId, text: 'Hello' }, 404, 'articleNotFound'],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await post(anna.token, body);
      assert.equal(answer.status, status, `${JSON.stringify(body).slice(0, 80)}: ${answer.text.slice(0, 200)}`);
      if (message) assert.equal(answer.body.message, message);
    }
    assert.equal(await count(), 0);
    assert.equal((await server.request('GET', `/articles/${draftId}/comments`)).status, 404);
    assert.equal((await server.request('GET', '/articles/abc/comments')).status, 400);
  });

  it('keeps markup as typed text, waiting for approval and unseen until approved', async () => {
    const hostile = '  <script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"  ';
    const answer = await post(anna.token, { articleId: 1, text: hostile });
    assert.equal(answer.status, 201, answer.text);
    const comment = ArticleCommentSchema.parse(answer.body);
    assert.deepEqual({ ...comment, id: 0, createdAt: '' }, { id: 0, articleId: 1, authorName: 'Anna', text: hostile.trim(), createdAt: '', status: 'PENDING' });
    assert.equal((await post(anna.token, { articleId: 1, text: 'y'.repeat(2000) })).status, 201, 'exactly the limit is accepted');
    assert.deepEqual(await shown(), []);
    const mine = await server.request('GET', '/articles/1/comments/mine', { token: anna.token });
    assert.deepEqual(
      mine.body.map((row: { status: string }) => row.status),
      ['PENDING', 'PENDING'],
    );
    const other = await customer(server);
    assert.deepEqual((await server.request('GET', '/articles/1/comments/mine', { token: other.token })).body, [], 'another customer sees none of them');
  });

  it('lets the owner approve, reject and remove, each audited; a customer cannot', async () => {
    const waiting = await queue('?status=PENDING');
    assert.equal(waiting.totalElements, 2);
    const [first, second] = waiting.content;
    assert.ok(first && second && first.createdAt <= second.createdAt, 'the waiting ones oldest first');
    assert.equal(first.authorEmail, anna.email);
    assert.ok(first.articleTitle.en.length > 0 && first.articleTitle.pl.length > 0);

    assert.equal((await moderate(first.id, 'APPROVED', anna.token)).status, 403);
    assert.equal((await server.request('DELETE', `/admin/comments/${first.id}`, { token: anna.token })).status, 403);
    assert.equal((await server.request('GET', '/admin/comments', { token: anna.token })).status, 403);
    assert.deepEqual(await shown(), []);

    const approved = await moderate(first.id, 'APPROVED');
    assert.equal(approved.status, 200, approved.text);
    assert.equal(AdminArticleCommentSchema.parse(approved.body).status, 'APPROVED');
    assert.equal((await moderate(first.id, 'APPROVED')).status, 200, 'a repeat changes nothing');
    assert.equal((await moderate(second.id, 'REJECTED')).status, 200);
    assert.equal((await moderate(second.id, 'DELETED')).status, 400);
    assert.equal((await moderate(999_999, 'APPROVED')).status, 404);

    const visible = await shown();
    assert.equal(visible.length, 1);
    assert.deepEqual(Object.keys(visible[0]!).sort(), ['articleId', 'authorName', 'createdAt', 'id', 'status', 'text']);
    assert.equal(visible[0]!.authorName, 'Anna', 'the first name only');
    assert.doesNotMatch(JSON.stringify(visible), /Kowalska|Maria|@/);
    assert.deepEqual((await queue()).content.map((row) => row.id), [second.id, first.id], 'nothing waits: newest first');

    const removed = await server.request('DELETE', `/admin/comments/${first.id}`, { token: admin.token });
    assert.equal(removed.status, 204);
    assert.equal((await server.request('DELETE', `/admin/comments/${first.id}`, { token: admin.token })).status, 404);
    assert.deepEqual(await shown(), []);
    const audit = await server.database.db.selectFrom('admin_audit_log').select(['action', 'entity_id', 'admin_email', 'before', 'after']).where('entity_kind', '=', 'comment').orderBy('id').execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.entity_id, row.admin_email]),
      [
        ['comment.approved', String(first.id), admin.email],
        ['comment.rejected', String(second.id), admin.email],
        ['comment.removed', String(first.id), admin.email],
      ],
    );
    assert.doesNotMatch(JSON.stringify(audit), /script/, 'the log keeps no words of the comment');
  });

  it('limits a customer to five comments per ten minutes, per account', async () => {
    const bob = await customer(server);
    for (let n = 0; n < COMMENTS_PER_WINDOW; n += 1) assert.equal((await post(bob.token, { articleId: 1, text: `Comment ${n}` })).status, 201);
    const limited = await post(bob.token, { articleId: 1, text: 'One too many' });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.message, 'tooManyRequests');
    const carol = await customer(server);
    assert.equal((await post(carol.token, { articleId: 1, text: 'Mine counts apart' })).status, 201);
  });

  it('exports a customer\'s comments and deletes them with the account', async () => {
    const dora = await customer(server);
    assert.equal((await post(dora.token, { articleId: 2, text: 'Kept in my export' })).status, 201);
    const exported = await server.request('POST', '/users/me/export', { token: dora.token, body: { password: PASSWORD } });
    assert.equal(exported.status, 200);
    const data = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    assert.deepEqual(
      data.articleComments.map((row: { articleId: number; text: string; status: string }) => [row.articleId, row.text, row.status]),
      [[2, 'Kept in my export', 'PENDING']],
    );
    assert.equal((await server.request('DELETE', `/users/${dora.id}`, { token: dora.token, body: { password: PASSWORD } })).status, 204);
    const left = await server.database.db.selectFrom('article_comment').select('id').where('user_id', '=', dora.id).execute();
    assert.deepEqual(left, []);
  });
});
