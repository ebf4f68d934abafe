// The blog for the owner: drafts and published articles listed, one read, written (a draft by default), changed and
// published or unpublished; every change audited in its own transaction, refused input changing nothing, and the
// shop's own article calls following a publish or an unpublish from the very next request.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminContracts, contracts } from '../../../contracts.ts';
import { adminOf, tokenOfAge, type Customer } from '../../../test/adminKit.ts';
import { customer, startServer, type TestServer } from '../../../test/harness.ts';

const { pageSchema, ArticleSchema } = contracts;
const { AdminArticleRowSchema, AdminArticleSchema, ADMIN_ARTICLE_BODY_MAX } = adminContracts;

const draft = {
  titleDict: { en: '  Flywheel squats for skiers ', pl: 'Przysiady na kole zamachowym dla narciarzy' },
  bodyDict: {
    en: 'Why skiers brake\\nSkiing is an eccentric sport: every turn is a brake, and the flywheel trains exactly that, harder than any weight can.',
    pl: 'Dlaczego narciarze hamują\\nNarciarstwo to sport ekscentryczny: każdy skręt to hamowanie, a koło zamachowe trenuje właśnie to, mocniej niż ciężar.',
  },
  author: 'Marta Nowak',
  datePublished: '2026-03-02',
  image: 'article-2.webp',
  thumbnail: 'article-2.webp',
};

describe('back-office articles', () => {
  let server: TestServer;
  let admin: Customer;
  let shopper: Customer;

  const as = (token: string) => ({
    get: (path: string) => server.request('GET', path, { token }),
    post: (path: string, body: unknown) => server.request('POST', path, { token, body }),
    patch: (path: string, body: unknown) => server.request('PATCH', path, { token, body }),
  });
  const owner = () => as(admin.token);
  const list = async (query = '') => {
    const answer = await owner().get(`/admin/articles${query}`);
    assert.equal(answer.status, 200, answer.text);
    return pageSchema(AdminArticleRowSchema).parse(answer.body);
  };
  const create = async (body: unknown = draft) => {
    const answer = await owner().post('/admin/articles', body);
    assert.equal(answer.status, 201, answer.text);
    return AdminArticleSchema.parse(answer.body);
  };
  const shopIds = async () => pageSchema(ArticleSchema).parse((await server.request('GET', '/articles/published?sortDir=DESC')).body).content.map((a) => a.id);
  const auditOf = (id: number) =>
    server.database.db.selectFrom('admin_audit_log').selectAll().where('entity_kind', '=', 'article').where('entity_id', '=', String(id)).orderBy('id').execute();
  const articleCount = async () => Number((await server.database.db.selectFrom('article').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    shopper = await customer(server);
  });
  after(() => server.close());

  it('lets only an admin in: no token, a forged one and a customer are refused, nothing written', async () => {
    const forged = await tokenOfAge(server, admin.id, 60, { secret: 'another-secret-another-secret-another' });
    const calls = [
      ['GET', '/admin/articles', undefined],
      ['GET', '/admin/articles/1', undefined],
      ['POST', '/admin/articles', draft],
      ['PATCH', '/admin/articles/1', { published: false }],
    ] as const;
    const count = await articleCount();
    for (const [method, path, body] of calls) {
      const stranger = await server.request(method, path, { body });
      assert.deepEqual([stranger.status, stranger.body], [401, { message: 'unauthorized', field: null }], `${method} ${path}`);
      assert.equal((await server.request(method, path, { body, token: forged })).status, 401, `${method} ${path} forged`);
      const refused = await server.request(method, path, { body, token: shopper.token });
      assert.deepEqual([refused.status, refused.body], [403, { message: 'adminOnly', field: null }], `${method} ${path} customer`);
    }
    assert.equal(await articleCount(), count);
    assert.deepEqual(await shopIds(), [6, 5, 4, 3, 2, 1]);
    assert.equal((await auditOf(1)).length, 0);
  });

  it('lists every article newest day first with its state, filtered to published ones or drafts, paged', async () => {
    const all = await list();
    assert.deepEqual(all.content.map((row) => row.id), [6, 5, 4, 3, 2, 1]);
    assert.deepEqual([all.totalElements, all.totalPages, all.number, all.size], [6, 1, 0, 20]);
    const first = all.content.at(-1)!;
    assert.deepEqual(first, {
      id: 1,
      titleDict: { en: 'What is flywheel training?', pl: 'Czym jest trening inercyjny?' },
      author: 'Marta Nowak',
      datePublished: '2025-01-14',
      thumbnail: 'article-1.webp',
      published: true,
    });
    assert.equal((await list('?published=false')).totalElements, 0);
    assert.equal((await list('?published=true')).totalElements, 6);
    assert.deepEqual((await list('?size=4&page=1')).content.map((row) => row.id), [2, 1]);
    for (const query of ['?published=maybe', '?size=101', '?page=-1']) {
      const refused = await owner().get(`/admin/articles${query}`);
      assert.equal(refused.status, 400, query);
      assert.equal(typeof refused.body.message, 'string');
    }
  });

  it('reads one article whole, 404 for an unknown one', async () => {
    const answer = await owner().get('/admin/articles/1');
    assert.equal(answer.status, 200, answer.text);
    const article = AdminArticleSchema.parse(answer.body);
    assert.equal(article.datePublished, '2025-01-14');
    assert.equal(article.image, 'article-1.webp');
    assert.ok(article.bodyDict.pl.includes('\\n'));
    const missing = await owner().get('/admin/articles/999999');
    assert.deepEqual([missing.status, missing.body], [404, { message: 'articleNotFound', field: 'id' }]);
    assert.equal((await owner().get('/admin/articles/abc')).status, 400);
    assert.equal((await owner().get('/admin/articles/0')).status, 400);
  });

  it('refuses an incomplete or wrong article field by field and writes nothing', async () => {
    const count = await articleCount();
    const refusals: [unknown, string, string][] = [
      [{ ...draft, titleDict: { en: '   ', pl: 'Tytuł' } }, 'articleTitleRequired', 'titleDict.en'],
      [{ ...draft, titleDict: { en: 'Title', pl: 'x'.repeat(151) } }, 'validation.tooLong', 'titleDict.pl'],
      [{ ...draft, bodyDict: { en: 'Text', pl: '' } }, 'articleBodyRequired', 'bodyDict.pl'],
      [{ ...draft, bodyDict: { en: 'x'.repeat(50_001), pl: 'Tekst' } }, 'validation.tooLong', 'bodyDict.en'],
      [{ ...draft, author: '' }, 'articleAuthorRequired', 'author'],
      [{ ...draft, datePublished: '2026-02-30' }, 'invalidDate', 'datePublished'],
      [{ ...draft, datePublished: '2.3.2026' }, 'invalidDate', 'datePublished'],
      // No year 0 in the database, and an early year would come back as another century.
      [{ ...draft, datePublished: '0000-01-01' }, 'invalidDate', 'datePublished'],
      [{ ...draft, datePublished: '0001-01-01' }, 'invalidDate', 'datePublished'],
      [{ ...draft, image: '' }, 'articleImageRequired', 'image'],
      [{ ...draft, image: '../secret.webp' }, 'articleImageInvalid', 'image'],
      [{ ...draft, thumbnail: 'a/b.webp' }, 'articleImageInvalid', 'thumbnail'],
      // A name the shop serves nothing under: no drawing of that name, no upload kept.
      [{ ...draft, image: 'article-99.webp' }, 'imageNotFound', 'image'],
      [{ ...draft, thumbnail: `up-${'0'.repeat(24)}.webp` }, 'imageNotFound', 'thumbnail'],
    ];
    for (const [body, message, field] of refusals) {
      const answer = await owner().post('/admin/articles', body);
      assert.deepEqual([answer.status, answer.body], [400, { message, field }], JSON.stringify(body).slice(0, 80));
    }
    const { titleDict: _missing, ...withoutTitles } = draft;
    const incomplete = await owner().post('/admin/articles', withoutTitles);
    assert.deepEqual([incomplete.status, incomplete.body.field], [400, 'titleDict']);
    assert.equal((await owner().post('/admin/articles', { ...draft, published: 'yes' })).status, 400);
    assert.equal(await articleCount(), count);
  });

  it('writes a draft the shop does not show, audited; two written at once get ids of their own', async () => {
    const article = await create();
    assert.equal(article.id, 7);
    assert.deepEqual(article, { ...draft, id: 7, titleDict: { ...draft.titleDict, en: 'Flywheel squats for skiers' }, published: false, imageAltDict: { en: '', pl: '' }, categoryId: null });
    assert.deepEqual(AdminArticleSchema.parse((await owner().get('/admin/articles/7')).body), article);
    assert.deepEqual((await list('?published=false')).content.map((row) => row.id), [7]);

    // Shoppers: not in the lists, no page.
    assert.ok(!(await shopIds()).includes(7));
    assert.equal((await server.request('GET', '/articles?published=true')).body.totalElements, 6);
    assert.deepEqual((await server.request('GET', '/articles/7')).body, { message: 'articleNotFound', field: 'id' });

    const [entry, ...others] = await auditOf(7);
    assert.equal(others.length, 0);
    assert.deepEqual([entry!.action, entry!.source, entry!.admin_user_id, entry!.admin_email, entry!.before], ['article.created', 'backOffice', admin.id, admin.email, null]);
    assert.deepEqual(entry!.after, {
      titleEn: 'Flywheel squats for skiers',
      titlePl: draft.titleDict.pl,
      bodyEn: draft.bodyDict.en,
      bodyPl: draft.bodyDict.pl,
      author: 'Marta Nowak',
      datePublished: '2026-03-02',
      image: 'article-2.webp',
      thumbnail: 'article-2.webp',
      published: false,
      imageAltEn: '',
      imageAltPl: '',
      categoryId: null,
    });

    const both = await Promise.all([owner().post('/admin/articles', draft), owner().post('/admin/articles', { ...draft, published: true })]);
    assert.deepEqual(both.map((answer) => answer.status), [201, 201]);
    assert.deepEqual(both.map((answer) => answer.body.id).sort(), [8, 9]);
    // One written published goes straight to the shop.
    const published = both.find((answer) => answer.body.published)!.body.id as number;
    assert.ok((await shopIds()).includes(published));
  });

  it('publishes and unpublishes: the shop lists it and opens its page from the next request, and stops at once', async () => {
    const { id } = await create({ ...draft, datePublished: '2030-01-01' });
    const publish = await owner().patch(`/admin/articles/${id}`, { published: true });
    assert.equal(publish.status, 200, publish.text);
    assert.equal(AdminArticleSchema.parse(publish.body).published, true);
    assert.equal((await shopIds())[0], id);
    const page = ArticleSchema.parse((await server.request('GET', `/articles/${id}`)).body);
    assert.equal(page.datePublished.slice(0, 10), '2030-01-01');
    assert.equal(page.titleDict.pl, draft.titleDict.pl);

    const unpublish = await owner().patch(`/admin/articles/${id}`, { published: false });
    assert.equal(AdminArticleSchema.parse(unpublish.body).published, false);
    assert.ok(!(await shopIds()).includes(id));
    assert.equal((await server.request('GET', `/articles/${id}`)).status, 404);

    // Asking for the state it is in changes and logs nothing.
    assert.equal((await owner().patch(`/admin/articles/${id}`, { published: false })).status, 200);
    const entries = await auditOf(id);
    assert.deepEqual(
      entries.map((e) => [e.action, e.before, e.after]),
      [
        ['article.created', null, entries[0]!.after],
        ['article.published', { published: false }, { published: true }],
        ['article.unpublished', { published: true }, { published: false }],
      ],
    );
  });

  it('changes only the fields sent, logs what really changed, and a refused change keeps the article as it was', async () => {
    const { id } = await create();
    const before = AdminArticleSchema.parse((await owner().get(`/admin/articles/${id}`)).body);
    // A picture the owner uploaded, as POST /admin/images keeps it.
    const upload = `up-${'4f2a'.repeat(6)}.webp`;
    await server.database.db.insertInto('uploaded_image').values({ name: upload, image: Buffer.from('image'), thumbnail: Buffer.from('thumbnail'), width: 1600, height: 900 }).execute();
    const changed = await owner().patch(`/admin/articles/${id}`, {
      titleDict: { en: 'Flywheel squats for skiers', pl: 'Przysiady dla narciarzy' },
      author: 'Tomasz Wiśniewski',
      datePublished: draft.datePublished,
      image: upload,
      thumbnail: upload,
    });
    assert.equal(changed.status, 200, changed.text);
    const after = AdminArticleSchema.parse(changed.body);
    assert.deepEqual(after, { ...before, titleDict: { en: 'Flywheel squats for skiers', pl: 'Przysiady dla narciarzy' }, author: 'Tomasz Wiśniewski', image: upload, thumbnail: upload });
    const [, entry] = await auditOf(id);
    assert.deepEqual(
      [entry!.action, entry!.before, entry!.after],
      [
        'article.changed',
        { titlePl: draft.titleDict.pl, author: 'Marta Nowak', image: 'article-2.webp', thumbnail: 'article-2.webp' },
        { titlePl: 'Przysiady dla narciarzy', author: 'Tomasz Wiśniewski', image: upload, thumbnail: upload },
      ],
    );

    // Content and publication in one go: one entry, named for the publication.
    const both = await owner().patch(`/admin/articles/${id}`, { bodyDict: { en: `${draft.bodyDict.en}\\nMore.`, pl: draft.bodyDict.pl }, published: true });
    assert.equal(both.status, 200, both.text);
    const last = (await auditOf(id)).at(-1)!;
    assert.deepEqual([last.action, last.before, last.after], ['article.published', { bodyEn: draft.bodyDict.en, published: false }, { bodyEn: `${draft.bodyDict.en}\\nMore.`, published: true }]);

    const count = (await auditOf(id)).length;
    const current = AdminArticleSchema.parse((await owner().get(`/admin/articles/${id}`)).body);
    for (const [body, message, field] of [
      [{ titleDict: { en: 'Fine', pl: '' } }, 'articleTitleRequired', 'titleDict.pl'],
      [{ author: 'x'.repeat(101) }, 'validation.tooLong', 'author'],
      [{ datePublished: '' }, 'invalidDate', 'datePublished'],
      [{ image: 'with space.webp' }, 'articleImageInvalid', 'image'],
      [{ image: 'article-2.webp', thumbnail: 'article-7.webp' }, 'imageNotFound', 'thumbnail'],
    ] as const) {
      const refused = await owner().patch(`/admin/articles/${id}`, body);
      assert.deepEqual([refused.status, refused.body], [400, { message, field }]);
    }
    assert.equal((await owner().patch(`/admin/articles/${id}`, { published: 1 })).status, 400);
    assert.deepEqual(AdminArticleSchema.parse((await owner().get(`/admin/articles/${id}`)).body), current);
    assert.equal((await auditOf(id)).length, count);

    // Nothing new, nothing logged; an unknown article is a 404.
    assert.deepEqual(AdminArticleSchema.parse((await owner().patch(`/admin/articles/${id}`, {})).body), current);
    assert.equal((await owner().patch(`/admin/articles/${id}`, { author: current.author })).status, 200);
    assert.equal((await auditOf(id)).length, count);
    const missing = await owner().patch('/admin/articles/999999', { published: true });
    assert.deepEqual([missing.status, missing.body], [404, { message: 'articleNotFound', field: 'id' }]);
  });

  it('takes the longest article its rules allow, though it is far over the shop’s 64 KB for a body', async () => {
    const longest = { ...draft, bodyDict: { en: 'e'.repeat(ADMIN_ARTICLE_BODY_MAX), pl: 'ż'.repeat(ADMIN_ARTICLE_BODY_MAX) } };
    const written = await create(longest);
    assert.deepEqual([written.bodyDict.en.length, written.bodyDict.pl.length], [ADMIN_ARTICLE_BODY_MAX, ADMIN_ARTICLE_BODY_MAX]);
    const changed = await owner().patch(`/admin/articles/${written.id}`, { bodyDict: { en: 'ę'.repeat(ADMIN_ARTICLE_BODY_MAX), pl: 'ż'.repeat(ADMIN_ARTICLE_BODY_MAX) } });
    assert.equal(changed.status, 200, changed.text.slice(0, 200));
  });
});
