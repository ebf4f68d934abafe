// Child process of bench.ts: the API (PGlite, or PostgreSQL when DATABASE_URL is set) or the bare Fastify
// route, each alone in its own process so the load generator never shares their event loop. Reports its
// port, then its memory on request, over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/database.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { seed } from '../src/db/seed/seed.ts';
import { hashPassword } from '../src/features/users/passwords.ts';

const send = (message: unknown) => process.send?.(message);

if (process.argv[2] === 'bare') {
  const bare = Fastify();
  bare.get('/constant', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  send({ port: (bare.server.address() as AddressInfo).port });
  process.on('message', async (message) => {
    if (message === 'memory') send({ rss: process.memoryUsage().rss });
    if (message === 'stop') {
      await bare.close();
      process.exit(0);
    }
  });
} else {
  // Started as `npm start` starts it: migrate and seed a new data directory, then serve.
  const dataDir = mkdtempSync(join(tmpdir(), 'inercise-bench-'));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret' }), logLevel: 'error' };
  const database = await openDatabase(config);
  await migrate(database.db);
  await seed(database.db);
  const email = `bench.${Date.now()}@example.com`;
  await database.db.insertInto('app_user').values({ email, password_hash: await hashPassword('Bench-123!'), active: true }).execute();
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  send({ port: (app.server.address() as AddressInfo).port, email, kind: database.kind });
  process.on('message', async (message) => {
    if (message === 'memory') send(process.memoryUsage());
    if (message === 'stop') {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}
