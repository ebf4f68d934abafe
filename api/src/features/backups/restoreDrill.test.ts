// The restore drill: a shop filled through its API (customers, a cart, orders in both currencies, a paid one with
// its payment notification, an uploaded picture, audit entries) is backed up with the real command, destroyed,
// restored into a fresh database with the real command, and must come back row for row, picture byte for byte.
// On PGlite under `npm test`, on PostgreSQL under `npm run test:pg`.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { openPostgres, type Database } from '../../db/database.ts';
import { openPglite } from '../../db/pglite.ts';
import { adminOf, orderOf } from '../../test/adminKit.ts';
import { customer, defaultChoice, startServer } from '../../test/harness.ts';
import { runScript } from '../../test/operationsKit.ts';
import { tableSnapshot } from '../../test/tableSnapshot.ts';
import { freshPostgres, pgliteOnDisk, postgresDatabase } from '../../test/template.ts';

const serverUrl = process.env.DATABASE_URL ?? null;
const backend = serverUrl ? 'PostgreSQL' : 'PGlite';

/** A picture with some detail, so its WebP does not compress to nothing. */
const picture = () => {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const pixel = i / 3;
    pixels[i] = (pixel % width) % 256;
    pixels[i + 1] = Math.floor(pixel / width) % 256;
    pixels[i + 2] = (pixel * 7) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
};

const bytesOf = async (url: string) => {
  const answer = await fetch(url);
  assert.equal(answer.status, 200, url);
  return Buffer.from(await answer.arrayBuffer());
};

describe(`restore drill on ${backend}`, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'inercise-drill-'));
  const cleanups: (() => Promise<void>)[] = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Where a database lives, as the commands are told: DATABASE_URL, or DATA_DIR for PGlite. */
  const envOf = (place: string): NodeJS.ProcessEnv => (serverUrl ? { DATABASE_URL: place } : { DATA_DIR: place });
  const backup = (place: string, file: string) => runScript('src/features/backups/backupCommand.ts', envOf(place), [file]);
  const restore = (place: string, file: string, ...flags: string[]) => runScript('src/features/backups/restoreCommand.ts', envOf(place), [file, ...flags]);

  it('backs up a filled shop, and restores it into a fresh database as it was', async () => {
    const started = performance.now();
    // The original database: on disk for PGlite (the command reads DATA_DIR), a database of its own on the server.
    let place: string;
    let database: Database;
    if (serverUrl) ({ url: place, database } = await freshPostgres(serverUrl));
    else database = await pgliteOnDisk((place = join(scratch, 'original')));

    const server = await startServer({}, { database });
    const admin = await adminOf(server);
    const paid = await orderOf(server, { pay: true, language: 'pl', currency: 'PLN' });
    const inquiry = await orderOf(server, { currency: 'EUR', language: 'en' });
    // A cart left without an order.
    const browsing = await customer(server);
    assert.equal((await server.request('POST', '/cart/add-product/1?quantity=2', { token: browsing.token, body: await defaultChoice(server, 1) })).status, 200);
    const uploaded = await fetch(`${server.url}/admin/images`, { method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${admin.token}` }, body: await picture() });
    assert.equal(uploaded.status, 201);
    const { image } = (await uploaded.json()) as { image: string };
    const shipped = await server.request('POST', `/admin/orders/${paid.orderNumber}/status`, { token: admin.token, body: { status: 'SHIPPED', trackingNumber: 'PL-1' } });
    assert.equal(shipped.status, 200, shipped.text);

    const pictureBytes = await bytesOf(`${server.url}/image/${image}`);
    const thumbnailBytes = await bytesOf(`${server.url}/thumbnail/${image}`);
    // The API stops serving (and any work of its own in the background stops), so the snapshot and the backup see
    // one state; the database stays open.
    await server.app.close();
    const before = await tableSnapshot(database.db);
    // What the drill must carry, present before it starts.
    const count = (table: string) => before.rows[`public.${table}`]?.length ?? 0;
    assert.ok(count('app_user') >= 4 && count('cart_item') >= 1 && count('payment_notification') >= 1, JSON.stringify(Object.keys(before.rows)));
    assert.deepEqual([count('uploaded_image'), count('order_status_change')], [1, 1]);
    assert.ok(count('admin_audit_log') >= 2);
    assert.deepEqual(before.rows['public.shop_order']!.map((row) => JSON.parse(row) as { currency: string; status: string }).map((o) => `${o.currency} ${o.status}`).sort(), ['EUR PLACED', 'PLN SHIPPED']);

    // PGlite is one process per data directory: it is closed before the backup. A server's is backed up open.
    const file = join(scratch, serverUrl ? 'shop.pgdump' : 'shop.pglite.tar.gz');
    if (!serverUrl) await server.close();
    const backedUp = await backup(place, file);
    assert.equal(backedUp.code, 0, backedUp.stderr);
    assert.match(backedUp.stdout, /^backup .+: \d+\.\d\d MB \(\d+ bytes\) in \d+\.\d s$/m);
    assert.ok(existsSync(join(scratch, 'last-backup.json')));

    // The database knows of the backup (monitoring reads it from there); the backup itself does not.
    const original = serverUrl ? database : await openPglite(place);
    const recorded = await original.db.selectFrom('backup_run').select(['kind', 'file']).execute();
    if (!serverUrl) await original.close();
    assert.deepEqual(recorded, serverUrl ? [{ kind: 'postgres', file: 'shop.pgdump' }] : [{ kind: 'pglite', file: 'shop.pglite.tar.gz' }]);

    // Destroyed.
    if (serverUrl) {
      const name = new URL(place).pathname.slice(1);
      await server.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      assert.equal((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount, 0);
      await admin.end();
    } else {
      rmSync(place, { recursive: true, force: true });
    }

    // Into a fresh, empty database.
    let restored: Database;
    let target: string;
    if (serverUrl) {
      ({ url: target, database: restored } = await postgresDatabase(serverUrl, null));
      cleanups.push(() => restored.close());
    } else target = join(scratch, 'restored');
    const restoreStarted = performance.now();
    const done = await restore(target, file);
    assert.equal(done.code, 0, done.stderr);
    assert.match(done.stdout, /^restored .+ in \d+\.\d s$/m);
    const restoreSeconds = (performance.now() - restoreStarted) / 1000;
    if (!serverUrl) restored = await openPglite(target);

    const afterRestore = await tableSnapshot(restored!.db);
    assert.deepEqual(Object.keys(afterRestore.rows), Object.keys(before.rows));
    for (const table of Object.keys(before.rows)) assert.deepEqual(afterRestore.rows[table], before.rows[table], table);
    // A restored database does not pretend to a fresh backup: it holds none of the backup it came from.
    assert.deepEqual(afterRestore.rows['public.backup_run'], []);
    assert.deepEqual(afterRestore.positions, before.positions);

    // The restored shop serves the picture byte for byte, knows its customers' sessions and numbers on.
    // (On a server through a pool of its own: closing the test server must not drop the restored database.)
    const revived = await startServer({}, { database: serverUrl ? openPostgres(target, 2) : restored! });
    assert.deepEqual(await bytesOf(`${revived.url}/image/${image}`), pictureBytes);
    assert.deepEqual(await bytesOf(`${revived.url}/thumbnail/${image}`), thumbnailBytes);
    const orders = await revived.request('GET', '/order', { token: inquiry.token });
    assert.equal(orders.body.content[0].orderNumber, inquiry.orderNumber);
    const newcomer = await customer(revived);
    assert.ok(newcomer.id > admin.id);
    await revived.close();
    console.log(`${backend} drill: restore ${restoreSeconds.toFixed(1)} s, whole drill ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Now holding a shop: a second restore is refused unless forced, and then replaces, never merges.
    const again = await restore(target, file);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /^restore refused: .*(holds a database already|has \d+ tables already).*--force/m);
    const forced = await restore(target, file, '--force');
    assert.equal(forced.code, 0, forced.stderr);
    const reopened = serverUrl ? openPostgres(target, 2) : await openPglite(target);
    // The newcomer registered after the backup is gone: the backup replaced the database.
    assert.deepEqual((await tableSnapshot(reopened.db)).rows, before.rows);
    await reopened.close();
  });

  it('refuses a file that is a backup of the other kind, or no backup, naming what it is', async () => {
    const other = join(scratch, 'other');
    if (serverUrl) {
      // A PGlite dump's shape: a gzipped tar.
      const header = Buffer.alloc(1024);
      header.write('db/PG_VERSION', 0);
      header.write('ustar', 257);
      writeFileSync(other, gzipSync(header));
    } else writeFileSync(other, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(100)]));
    const { url: place, database } = serverUrl ? await postgresDatabase(serverUrl, null) : { url: join(scratch, 'empty'), database: null };
    if (database) cleanups.push(() => database.close());
    const refused = await restore(place, other);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, serverUrl ? /is a backup of the embedded PGlite database, but the target is a PostgreSQL server.*unset DATABASE_URL/ : /is a backup of a PostgreSQL server \(pg_dump\), but the target is the embedded PGlite database: set DATABASE_URL/);
    writeFileSync(other, 'create table x (id int);\n');
    assert.match((await restore(place, other)).stderr, /is not a backup of this shop/);
    // Nothing was made of the target.
    if (!serverUrl) assert.equal(existsSync(join(place, 'db')), false);
  });
});
