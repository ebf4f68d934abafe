// Pictures the owner uploads: the raw bytes as the body, checked by what they are (not by the content type they
// claim), by size and by pixels; kept in the database in the two sizes the shop serves, so every replica answers
// /image/{name} and /thumbnail/{name} alike; audited. A product's own upload adds the picture after its others.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { adminContracts } from '../../../contracts.ts';
import { adminOf, tokenOfAge, type Customer } from '../../../test/adminKit.ts';
import { customer, startServer, type TestServer } from '../../../test/harness.ts';
import { prepareImage } from '../../images/uploadedImages.ts';
import { addProductImage } from '../products/saveProduct.ts';

const { AdminUploadedImageSchema, AdminProductSchema, ADMIN_PRODUCT_LIMITS } = adminContracts;

/** A picture of `width`×`height` in one of the shop's formats, drawn here: a gradient, so it does not compress to nothing. */
const picture = async (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = x % 256;
    pixels[i + 1] = (i / 3 / width) % 256;
    pixels[i + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
};

describe('back-office picture uploads', () => {
  let server: TestServer;
  let admin: Customer;
  let shopper: Customer;

  const upload = (bytes: Buffer | string, type = 'image/png', token: string | null = admin.token, path = '/admin/images') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: bytes,
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
  const uploads = () => server.database.db.selectFrom('uploaded_image').select('name').execute();

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    shopper = await customer(server);
  });
  after(() => server.close());

  it('refuses strangers, forged tokens and customers before reading the picture', async () => {
    const bytes = await picture(600, 600);
    const forged = await tokenOfAge(server, admin.id, 60, { secret: 'not-the-server-secret-not-the-server-secret' });
    for (const path of ['/admin/images', '/admin/products/1/images']) {
      assert.deepEqual(await upload(bytes, 'image/png', null, path), { status: 401, body: { message: 'unauthorized', field: null } });
      assert.deepEqual(await upload(bytes, 'image/png', forged, path), { status: 401, body: { message: 'unauthorized', field: null } });
      assert.deepEqual(await upload(bytes, 'image/png', shopper.token, path), { status: 403, body: { message: 'adminOnly', field: null } });
    }
    assert.deepEqual(await uploads(), []);
  });

  it('keeps a PNG as the shop’s two WebP squares, served with long caching by name, and audits it', async () => {
    const bytes = await picture(800, 600);
    const answer = await upload(bytes);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const names = AdminUploadedImageSchema.parse(answer.body);
    assert.match(names.image, /^up-[0-9a-f]{24}\.webp$/);
    assert.equal(names.thumbnail, names.image);

    for (const [kind, side] of [['image', 1200], ['thumbnail', 480]] as const) {
      const served = await fetch(`${server.url}/${kind}/${names.image}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/webp');
      assert.match(served.headers.get('cache-control')!, /max-age=31536000, immutable/);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', side, side]);
      const etag = served.headers.get('etag')!;
      assert.equal((await fetch(`${server.url}/${kind}/${names.image}`, { headers: { 'if-none-match': etag } })).status, 304);
    }
    assert.equal((await fetch(`${server.url}/image/up-000000000000000000000000.webp`)).status, 404);

    // The same file again is the same picture, kept once.
    assert.deepEqual((await upload(bytes)).body, names);
    assert.equal((await uploads()).length, 1);
    const entries = await server.database.db.selectFrom('admin_audit_log').selectAll().where('entity_kind', '=', 'image').execute();
    assert.deepEqual(entries[0]!.after, { name: names.image, width: 800, height: 600 });
    assert.equal(entries[0]!.admin_email, admin.email);

    // JPEG and WebP are taken too, whatever type the request claims: the bytes decide.
    assert.equal((await upload(await picture(500, 400, 'jpeg'), 'image/webp')).status, 201);
    assert.equal((await upload(await picture(400, 900, 'webp'), 'image/jpeg')).status, 201);
  });

  it('refuses what is no picture, too small or too large a picture, and too big a file', async () => {
    const before = (await uploads()).length;
    assert.deepEqual(await upload(Buffer.from('<?php echo "not a picture"; ?>'.repeat(20))), { status: 400, body: { message: 'imageType', field: 'image' } });
    // A PNG's signature before text is still no picture.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('x'.repeat(500))]);
    assert.deepEqual(await upload(fake), { status: 400, body: { message: 'imageType', field: 'image' } });
    const gif = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    assert.deepEqual(await upload(gif), { status: 400, body: { message: 'imageType', field: 'image' } });
    assert.deepEqual(await upload(gif, 'image/gif'), { status: 415, body: { message: 'imageType', field: 'image' } });
    assert.deepEqual(await upload(JSON.stringify({ image: 'x' }), 'application/json'), { status: 415, body: { message: 'imageType', field: 'image' } });
    assert.deepEqual(await upload(Buffer.alloc(0)), { status: 415, body: { message: 'imageType', field: 'image' } });

    assert.deepEqual(await upload(await picture(399, 800)), { status: 400, body: { message: 'imageTooSmall', field: 'image' } });
    const wide = await sharp({ create: { width: 12_001, height: 400, channels: 3, background: '#00ff00' } }).png().toBuffer();
    assert.deepEqual(await upload(wide), { status: 400, body: { message: 'imageTooLarge', field: 'image' } });
    const big = Buffer.concat([await picture(600, 600), Buffer.alloc(8 * 1024 * 1024)]);
    assert.deepEqual(await upload(big), { status: 413, body: { message: 'imageFileTooLarge', field: 'image' } });
    assert.equal((await uploads()).length, before, 'nothing refused was kept');

    // The shop's own calls still refuse a body over 64 KB.
    const shopCall = await server.request('POST', '/contact', { body: { name: 'x', email: 'a@b.pl', message: 'x'.repeat(70_000) } });
    assert.equal(shopCall.status, 413);
  });

  it('adds an uploaded picture after a product’s others, seen by the shop at once; 404 for no product', async () => {
    const answer = await upload(await picture(640, 640), 'image/png', admin.token, '/admin/products/4/images');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const product = AdminProductSchema.parse(answer.body);
    const added = product.images.at(-1)!;
    assert.match(added.image, /^up-/);
    assert.notEqual(product.thumbnail, added.thumbnail, 'the first picture stays the thumbnail');
    const inShop = (await server.request('GET', '/products/4')).body as { productImages: { image: string }[] };
    assert.equal(inShop.productImages.at(-1)!.image, added.image);
    assert.equal((await fetch(`${server.url}/thumbnail/${added.thumbnail}`)).status, 200);

    const missing = await upload(await picture(500, 500), 'image/png', admin.token, '/admin/products/999/images');
    assert.deepEqual(missing, { status: 404, body: { message: 'productNotFound', field: 'id' } });

    // An uploaded picture may lead a product: its thumbnail becomes the product's.
    const first = await server.request('PATCH', '/admin/products/4', { token: admin.token, body: { images: [added, ...product.images.slice(0, -1)] } });
    assert.equal(AdminProductSchema.parse(first.body).thumbnail, added.thumbnail);
    assert.equal(((await server.request('GET', '/products/4')).body as { thumbnail: string }).thumbnail, added.thumbnail);
  });

  it('keeps no picture and logs no upload for a product that has no room for another', async () => {
    const full = Array.from({ length: ADMIN_PRODUCT_LIMITS.rows }, () => ({ image: 'stand.webp', thumbnail: 'stand.webp' }));
    assert.equal((await server.request('PATCH', '/admin/products/5', { token: admin.token, body: { images: full } })).status, 200);
    const audit = () => server.database.db.selectFrom('admin_audit_log').select('id').execute();
    const [pictures, entries] = [(await uploads()).length, (await audit()).length];
    const bytes = await picture(700, 500);
    const refused = await upload(bytes, 'image/png', admin.token, '/admin/products/5/images');
    assert.deepEqual(refused, { status: 400, body: { message: 'validation.tooLong', field: 'images' } });
    // Even when the room went between the route's look and the write (another upload at once): one transaction.
    const actor = { source: 'backOffice' as const, userId: admin.id, email: admin.email };
    await assert.rejects(addProductImage(server.database.db, actor, 5, await prepareImage(bytes)), { message: 'validation.tooLong' });
    assert.deepEqual([(await uploads()).length, (await audit()).length], [pictures, entries]);
  });
});
