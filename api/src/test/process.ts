import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD, polishAddress, uniqueEmail } from './harness.ts';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The API as `npm start` runs it (src/main.ts), in its own process, on a PGlite data directory. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  call<T = any>(method: string, path: string, options?: { token?: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string> }): Promise<{ status: number; text: string; body: T }>;
  /** SIGKILL: no shutdown hook runs, PGlite is not closed. */
  kill(): Promise<void>;
  /** SIGTERM: the API closes the server and the database. */
  stop(): Promise<void>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * `overrides` (applied last) may set NODE_ENV=production, a DATABASE_URL and the rest of a production setup.
 * `entry` is what node runs, from the API's folder: its sources through tsx, or a compiled server.
 */
export const startApiProcess = async (
  dataDir: string,
  port: number,
  overrides: NodeJS.ProcessEnv = {},
  entry: string[] = ['--import', 'tsx', 'src/main.ts'],
): Promise<ApiProcess> => {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_API_URL: url, SHOP_URL: 'http://shop.test', RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'error' };
  // PGlite unless asked otherwise: these tests are mostly about this process's own storage surviving a kill.
  delete env.DATABASE_URL;
  Object.assign(env, overrides);
  const child = spawn(process.execPath, entry, { cwd: apiRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // Generous: a new data directory means initdb, migrations and the seed on a busy machine.
    const timer = setTimeout(() => reject(new Error(`API did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url,
    child,
    output: () => output,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(`${url}${path}`, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // plain text
      }
      return { status: response.status, text, body: parsed as any };
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
};

/**
 * The activation link of the newest mail to `to` in the data directory's outbox, once the API's mail worker has
 * written it (mails are sent after the registration commits, within moments).
 */
const activationToken = async (dataDir: string, to: string): Promise<string> => {
  const outbox = join(dataDir, 'mail');
  const until = Date.now() + 15_000;
  for (;;) {
    const mails = existsSync(outbox) ? readdirSync(outbox).sort().reverse().map((f) => readFileSync(join(outbox, f), 'utf8')) : [];
    const mail = mails.find((m) => m.includes(`To: ${to}`));
    if (mail) {
      const match = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=').match(/activate-account\?token=([\w-]+)/);
      if (!match) throw new Error(`no activation link for ${to}`);
      return match[1]!;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A logged-in customer with a delivery address and the given products (first available options) in the cart. */
export const shopperOf = async (api: ApiProcess, dataDir: string, products: { id: number; quantity: number }[]) => {
  const email = uniqueEmail('proc');
  const registered = await api.call('POST', '/users', { body: { emailAddress: email, password: PASSWORD } });
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${registered.text}`);
  await api.call('POST', '/users/activate-account', { body: { token: await activationToken(dataDir, email), password: PASSWORD } });
  const login = await fetch(`${api.url}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: PASSWORD }) });
  const token = login.headers.get('access_token')!;
  await api.call('POST', '/address', { token, body: { shippingAddress: polishAddress } });
  for (const { id, quantity } of products) {
    const product = (await api.call('GET', `/products/${id}`)).body as { properties: { propertyType: { name: string }; values: { id: number; value: string; available: boolean }[] }[] };
    const choice = product.properties.map((p) => {
      const value = p.values.find((v) => v.available)!;
      return { id: value.id, value: value.value, propertyType: p.propertyType };
    });
    const added = await api.call('POST', `/cart/add-product/${id}?quantity=${quantity}`, { token, body: choice });
    if (added.status !== 200) throw new Error(`add ${id}: ${added.status} ${added.text}`);
  }
  return { email, token };
};
