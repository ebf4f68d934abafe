// The database's rate-limit store (the one replicas on PostgreSQL share) with the real @fastify/rate-limit plugin, on
// a database whose every statement is written down (PGlite, or PostgreSQL in its pass): counts stay shop-wide across
// instances, and a flood of refused calls costs at most one write per instance and window.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { watchedDatabase, WRITE } from '../test/watchedDatabase.ts';
import { databaseRateLimitStore, type PerInstanceLimit } from './rateLimitStore.ts';

const MAX = 5;
const SHORT_MAX = 2;
const SHORT_WINDOW_MS = 1500;

/** One API instance as far as limits go: a login route limited per address, a refresh route counted per instance. */
const instance = async (db: Kysely<DB>): Promise<FastifyInstance> => {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, (error) => assert.fail(String(error))) });
  const perInstance: PerInstanceLimit = { perInstance: true };
  app.post('/users/login', { config: { rateLimit: { max: MAX, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.post('/users/refresh', { config: { rateLimit: { max: MAX, timeWindow: 60_000, ...perInstance } } }, async () => ({ ok: true }));
  app.post('/short', { config: { rateLimit: { max: SHORT_MAX, timeWindow: SHORT_WINDOW_MS } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
};

describe('rate limits counted in the database', () => {
  let database: Database;
  let db: Kysely<DB>;
  let statements: string[] = [];
  const apps: FastifyInstance[] = [];
  before(async () => {
    ({ database, statements } = await watchedDatabase());
    db = database.db;
    apps.push(await instance(db), await instance(db));
  });
  after(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const call = (app: FastifyInstance, url: string, address: string) => app.inject({ method: 'POST', url, remoteAddress: address });
  const writes = () => statements.filter((text) => WRITE.test(text) && text.includes('rate_limit_hit'));

  it('refuses 100 logins from one address past the limit with at most one write', async () => {
    const [app] = apps;
    const address = '198.51.100.7';
    statements.length = 0;
    for (let attempt = 0; attempt < MAX; attempt += 1) assert.equal((await call(app!, '/users/login', address)).statusCode, 200);
    const allowedWrites = writes().length;
    assert.equal(allowedWrites, MAX, 'each allowed call counted in the database');
    const refused: number[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await call(app!, '/users/login', address);
      refused.push(answer.statusCode);
      if (attempt === 99) assert.ok(Number(answer.headers['retry-after']) > 0, 'says when to come back');
    }
    assert.deepEqual(new Set(refused), new Set([429]));
    assert.ok(writes().length - allowedWrites <= 1, `${writes().length - allowedWrites} writes for 100 refusals`);
    // The count stays the shop's: another instance refuses the address too, with at most one write of its own.
    const before = writes().length;
    for (let attempt = 0; attempt < 100; attempt += 1) assert.equal((await call(apps[1]!, '/users/login', address)).statusCode, 429);
    assert.ok(writes().length - before <= 1, `${writes().length - before} writes on the second instance`);
    // Another address is not held back.
    assert.equal((await call(apps[1]!, '/users/login', '198.51.100.8')).statusCode, 200);
  });

  it('shares the count between instances: calls split over two are limited as calls to one', async () => {
    const address = '203.0.113.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < MAX + 3; attempt += 1) statuses.push((await call(apps[attempt % 2]!, '/users/login', address)).statusCode);
    assert.deepEqual(statuses, [...Array<number>(MAX).fill(200), 429, 429, 429]);
  });

  it('starts a new window once the old one ended, on the instance that remembered the refusals too', async () => {
    const address = '203.0.113.10';
    const [app] = apps;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SHORT_MAX + 2; attempt += 1) statuses.push((await call(app!, '/short', address)).statusCode);
    assert.deepEqual(statuses, [200, 200, 429, 429]);
    await new Promise((resolve) => setTimeout(resolve, SHORT_WINDOW_MS + 200));
    assert.equal((await call(app!, '/short', address)).statusCode, 200);
    assert.equal((await call(apps[1]!, '/short', address)).statusCode, 200);
    assert.equal((await call(app!, '/short', address)).statusCode, 429);
  });

  it('counts a per-instance route in memory only', async () => {
    statements.length = 0;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < MAX + 2; attempt += 1) statuses.push((await call(apps[0]!, '/users/refresh', '192.0.2.1')).statusCode);
    assert.deepEqual(statuses, [...Array<number>(MAX).fill(200), 429, 429]);
    assert.deepEqual(writes(), []);
  });
});
