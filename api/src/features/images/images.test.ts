import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { startServer, type TestServer } from '../../test/harness.ts';
import { drawingNames } from './drawings.ts';
import { createRenderer } from './routes.ts';

describe('images', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('serves every product and article image the catalogue names, as fixed-size WebP with long caching', async () => {
    const products = (await server.request('GET', '/products')).body.content as { thumbnail: string; productImages: { image: string }[] }[];
    const articles = (await server.request('GET', '/articles/published')).body.content as { image: string }[];
    const names = new Set([...products.flatMap((p) => [p.thumbnail, ...p.productImages.map((i) => i.image)]), ...articles.map((a) => a.image)]);
    for (const name of names) assert.ok(drawingNames().includes(name.replace('.webp', '')), name);
    const response = await fetch(`${server.url}/image/device-set.webp`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    assert.match(response.headers.get('cache-control')!, /max-age=31536000, immutable/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    assert.deepEqual([meta.width, meta.height], [1200, 1200]);
    const thumb = await fetch(`${server.url}/thumbnail/disc-25.webp`);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    assert.deepEqual([thumbMeta.width, thumbMeta.height], [480, 480]);
    const etag = thumb.headers.get('etag')!;
    assert.equal((await fetch(`${server.url}/thumbnail/disc-25.webp`, { headers: { 'if-none-match': etag } })).status, 304);
    const svg = await fetch(`${server.url}/image/stand.svg`);
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
  });

  it('404 for an unknown image, 400 for a hostile name', async () => {
    assert.equal((await server.request('GET', '/image/unknown.webp')).status, 404);
    assert.equal((await server.request('GET', '/image/..%2F..%2Fetc%2Fpasswd')).status, 400);
    assert.equal((await server.request('GET', '/thumbnail/device.png')).status, 400);
  });

  it('answers 404 for names an object inherits (constructor, toString), not 500', async () => {
    for (const name of ['constructor', 'tostring', 'hasownproperty', '--proto--']) {
      assert.equal((await server.request('GET', `/image/${name}.svg`)).status, 404, name);
      assert.equal((await server.request('GET', `/thumbnail/${name}.webp`)).status, 404, name);
    }
  });

  it('keeps nothing for names that are no drawing: 10,000 made-up names leave the cache as it was', async () => {
    const rendered = createRenderer();
    assert.ok(await rendered('image', 'stand.svg'));
    const before = rendered.size();
    for (let i = 0; i < 10_000; i += 1) assert.equal(await rendered(i % 2 ? 'image' : 'thumbnail', `missing-${i}.${i % 3 ? 'webp' : 'svg'}`), null);
    assert.equal(await rendered('image', 'constructor.svg'), null);
    assert.equal(rendered.size(), before);
  });
});
