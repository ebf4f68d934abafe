import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

const { ArticleSchema, pageSchema } = contracts;

describe('articles', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('lists published articles sorted by date both ways', async () => {
    const desc = pageSchema(ArticleSchema).parse((await server.request('GET', '/articles/published?sortBy=datePublished&sortDir=DESC')).body);
    const asc = pageSchema(ArticleSchema).parse((await server.request('GET', '/articles/published?sortBy=datePublished&sortDir=ASC')).body);
    assert.ok(desc.content.length >= 6);
    assert.deepEqual(desc.content.map((a) => a.id), asc.content.map((a) => a.id).reverse());
    assert.ok(desc.content[0]!.datePublished > desc.content[1]!.datePublished);
    const article = asc.content[0]!;
    assert.match(article.datePublished, /^\d{4}-\d{2}-\d{2}T/);
    // Paragraphs are separated by a literal backslash-n; some are short headings.
    const paragraphs = article.bodyDict.pl.split('\\n');
    assert.ok(paragraphs.length >= 4);
    assert.ok(paragraphs.some((p) => p.length < 75) && paragraphs.some((p) => p.length >= 75));
    assert.ok(article.titleDict.en && article.titleDict.pl);
    const flagged = await server.request('GET', '/articles?published=true');
    assert.equal(flagged.body.totalElements, desc.totalElements);
  });

  it('pages and refuses bad queries', async () => {
    const page = (await server.request('GET', '/articles/published?size=2&page=1')).body;
    assert.equal(page.content.length, 2);
    assert.equal(page.totalPages, 3);
    assert.equal((await server.request('GET', '/articles/published?sortDir=SIDEWAYS')).status, 400);
    assert.equal((await server.request('GET', '/articles/published?size=100000')).body.field, 'size');
  });

  it('gives one article, 404 when unknown', async () => {
    assert.equal(ArticleSchema.parse((await server.request('GET', '/articles/3')).body).id, 3);
    assert.deepEqual((await server.request('GET', '/articles/77')).body, { message: 'articleNotFound', field: 'id' });
    assert.equal((await server.request('GET', '/articles/x')).status, 400);
  });
});
