// Picture work is bounded: a picture larger than 4000 px a side is refused from its header, before anything is
// decoded; at most two pictures are decoded at a time in a process and a few wait, the rest are answered 503 with
// Retry-After, so a burst of uploads keeps the process within its memory.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { customer, startServer, type TestServer } from '../../test/harness.ts';
import { freePort, shopperOf, startApiProcess } from '../../test/process.ts';
import { IMAGE_BUSY_RETRY_SECONDS, IMAGE_JOBS_AT_ONCE, IMAGE_JOBS_WAITING, jobQueue } from './imageJobs.ts';

/**
 * What a burst of pictures may add to the process: the pod's 512 MiB less what the API holds at rest on PostgreSQL
 * (about 300 MiB). This test's process runs the embedded PGlite, which alone holds some 400 MiB more or less from run
 * to run, so the burst's own growth is what is measured; unbounded, 20 pictures decoded at once would add over 500 MiB.
 */
const BURST_BUDGET = 200 * 1024 * 1024;

/** A process's resident memory now, from Linux's /proc (0 once it is gone). */
const residentBytes = (pid: number): number => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
};

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few hundred bytes whose header says width × height: what a decompression bomb looks like at first. */
const claimedPng = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('bounded picture work', () => {
  let server: TestServer;
  let shopper: Awaited<ReturnType<typeof customer>>;
  const upload = (bytes: Buffer) =>
    fetch(`${server.url}/users/upload-profile-image`, { method: 'POST', headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'image/png' }, body: bytes }).then(
      async (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { message?: string } }),
    );

  before(async () => {
    server = await startServer();
    shopper = await customer(server);
  });
  after(() => server.close());

  it('refuses a 12000 × 12000 picture from its header, before decoding it', async () => {
    const bomb = claimedPng(12_000, 12_000);
    assert.ok(bomb.length < 2_000, 'a tiny file');
    assert.deepEqual((await sharp(bomb).metadata()).width, 12_000);
    const rss = process.memoryUsage().rss;
    const answer = await upload(bomb);
    // Decoding its missing pixels would have failed as imageType: the size refused it first, and it cost no memory.
    assert.deepEqual([answer.status, answer.body.message], [400, 'imageTooLarge']);
    assert.ok(process.memoryUsage().rss - rss < 100 * 1024 * 1024);
    // The limit is 4000 px a side, for the owner's pictures too.
    const wide = await sharp({ create: { width: 4_001, height: 300, channels: 3, background: '#0a0' } }).png().toBuffer();
    assert.deepEqual((await upload(wide)).body.message, 'imageTooLarge');
    const largest = await sharp({ create: { width: 4_000, height: 300, channels: 3, background: '#0a0' } }).png().toBuffer();
    assert.equal((await upload(largest)).status, 201);
  });

  it('a burst of 20 uploads to an API process: the surplus answered 503 with Retry-After, its memory within the limit', async () => {
    // The API as it runs in production, alone in its process (the pod's limit is 512 MiB), on its own data directory.
    const dataDir = mkdtempSync(join(tmpdir(), 'inercise-pictures-'));
    const api = await startApiProcess(dataDir, await freePort());
    try {
      const { token } = await shopperOf(api, dataDir, []);
      // A 3000 × 3000 photograph-like picture (27 MB once decoded), under the 5 MB upload limit.
      const side = 3_000;
      const pixels = Buffer.alloc(side * side * 3);
      for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + (i >> 12)) & 0xff;
      const photo = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 70 }).toBuffer();
      assert.ok(photo.length < 5 * 1024 * 1024, `${photo.length} bytes`);
      const send = () =>
        fetch(`${api.url}/users/upload-profile-image`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' }, body: photo }).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as { message?: string },
        }));
      assert.equal((await send()).status, 201, 'one picture alone is taken');

      const before = residentBytes(api.child.pid!);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, residentBytes(api.child.pid!));
      }, 5);
      try {
        const answers = await Promise.all(Array.from({ length: 20 }, send));
        const accepted = answers.filter((answer) => answer.status === 201);
        const busy = answers.filter((answer) => answer.status === 503);
        assert.equal(accepted.length + busy.length, 20, JSON.stringify(answers.map((answer) => answer.status)));
        assert.ok(accepted.length >= IMAGE_JOBS_AT_ONCE + IMAGE_JOBS_WAITING, `${accepted.length} accepted`);
        assert.ok(busy.length > 0, 'the surplus is refused');
        for (const answer of busy) assert.deepEqual([answer.body.message, answer.retryAfter], ['serverBusy', String(IMAGE_BUSY_RETRY_SECONDS)]);
      } finally {
        clearInterval(sampler);
      }
      assert.ok(peak - before < BURST_BUDGET, `peak RSS ${Math.round(peak / 1024 / 1024)} MiB (before the burst ${Math.round(before / 1024 / 1024)} MiB)`);
      console.log(`picture burst: RSS ${Math.round(before / 1024 / 1024)} MiB before, ${Math.round(peak / 1024 / 1024)} MiB at most`);
      // Once the burst is over, the next upload is taken.
      assert.equal((await send()).status, 201);
    } finally {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the queue runs jobs in their turn and refuses beyond its line', async () => {
    const queue = jobQueue(2, 1, 7);
    const releases: (() => void)[] = [];
    const job = () => new Promise<string>((resolve) => releases.push(() => resolve('done')));
    const first = queue.run(job);
    const second = queue.run(job);
    const third = queue.run(job);
    await assert.rejects(queue.run(job), (error: unknown) => (error as { statusCode: number; retryAfterSeconds: number }).statusCode === 503 && (error as { retryAfterSeconds: number }).retryAfterSeconds === 7);
    assert.deepEqual([queue.running, queue.waiting], [2, 1]);
    releases.shift()!();
    assert.equal(await first, 'done');
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual([queue.running, queue.waiting], [2, 0]);
    while (releases.length > 0) releases.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
    assert.deepEqual(await Promise.all([second, third]), ['done', 'done']);
    assert.deepEqual([queue.running, queue.waiting], [0, 0]);
  });
});
