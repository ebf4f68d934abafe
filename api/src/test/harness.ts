import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, outboxOf, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { freshDatabase } from './template.ts';

export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: Config;
  database: Database;
  request<T = any>(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; form?: Record<string, string> }): Promise<Answer<T>>;
  /** Mails in the outbox, oldest first (every request waits for the mails it queued to be written). */
  mails(): string[];
  /** Waits until no mail is due (queued or being sent): the worker wrote them all. */
  settleMail(): Promise<void>;
  /** The first link of the newest mail to `to` matching `pattern`. */
  link(to: string, pattern: RegExp): string;
  close(): Promise<void>;
}

/** A real API on a free loopback port over a fresh database (PGlite copy of the template, or PostgreSQL). */
export const startServer = async (overrides: Partial<Config> = {}, deps: AppDependencies = {}): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'inercise-api-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', RATE_LIMIT_MAX: '10000', SHOP_URL: 'http://shop.test', RETENTION_SCHEDULE: 'off' }),
    ...overrides,
  };
  // A test may bring its own database (an empty one, one that cannot be reached); it is closed with the server.
  const database = deps.database ?? (await freshDatabase());
  const app = await buildApp(config, { ...deps, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const outbox = join(dataDir, 'mail');
  const mails = () =>
    existsSync(outbox)
      ? readdirSync(outbox)
          .sort()
          .map((f) => readFileSync(join(outbox, f), 'utf8'))
      : [];
  const mailOutbox = outboxOf(app);
  // With the folder transport every due mail is written within moments: a request's mails are there when it returns.
  const folder = !deps.mailer && !config.smtpUrl && config.mail.worker;
  const settleMail = async () => {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if ((await mailOutbox.due()) === 0) return;
      mailOutbox.wake();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return {
    url,
    app,
    settleMail,
    config,
    database,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      } else if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(`${url}${path}`, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      if (folder) await settleMail();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body: parsed as any, text, headers: response.headers };
    },
    mails,
    link(to, pattern) {
      const mail = mails()
        .reverse()
        .find((m) => m.includes(`To: ${to}`));
      if (!mail) throw new Error(`no mail to ${to}`);
      // Quoted-printable soft breaks and =3D would split or mangle links.
      const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = decoded.match(pattern);
      if (!match) throw new Error(`no link ${pattern} in mail to ${to}`);
      return match[0];
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${(counter += 1)}@example.com`;
export const PASSWORD = 'Trening1!';

/** Registers, activates through the mailed link and logs in: a ready customer. */
export const customer = async (server: TestServer, email = uniqueEmail()) => {
  const registered = await server.request('POST', '/users', { body: { emailAddress: email, password: PASSWORD } });
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${registered.text}`);
  const token = new URL(server.link(email, /http:\/\/shop\.test\/activate-account\?token=[\w-]+/)).searchParams.get('token')!;
  const activated = await server.request('POST', '/users/activate-account', { body: { token, password: PASSWORD } });
  if (activated.status !== 200) throw new Error(`activate ${activated.status}`);
  const login = await server.request('POST', '/users/login', { body: { username: email, password: PASSWORD, captchaResponseToken: 'x' } });
  if (login.status !== 200) throw new Error(`login ${login.status}`);
  return { email, id: registered.body.id as number, token: login.headers.get('access_token')! };
};

export const polishAddress = {
  name: 'Jan',
  surname: 'Kowalski',
  country: 'PL',
  region: 'POLAND',
  state: 'Mazowieckie',
  city: 'Warszawa',
  addressLine_1: 'ul. Prosta 12',
  addressLine_2: '',
  postcode: '00-850',
  areaCode: '+48',
  phoneNumber: '600700800',
};

/** The first available value of every option of a product, as the product page preselects them. */
export const defaultChoice = async (server: TestServer, productId: number) => {
  const product = (await server.request('GET', `/products/${productId}`)).body as {
    properties: { propertyType: { name: string }; values: { id: number; value: string; available: boolean }[] }[];
  };
  return product.properties.map((p) => {
    const value = p.values.find((v) => v.available)!;
    return { id: value.id, value: value.value, propertyType: p.propertyType };
  });
};
