// One shopper's page followed through the three services that answer it: the shell's server composes the page,
// asks the remote for its first screen, and the remote's renderer asks the API. Each is started as its own
// process, as deployed; the bundles are small stand-ins, the API is the real one on a fresh embedded database.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { compiledEntry, freePort, remoteBuild, shellBuild } from './fixtures.ts';
import type { ChildProcess } from 'node:child_process';

const repo = fileURLToPath(new URL('../../', import.meta.url));

const children: ChildProcess[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'request-trail-'));
after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * @param ready the line that says it listens
 */
async function run(args: string[], cwd: string, env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise((resolve, reject) => {
    // Generous: the API's first start creates its database on a shared, busy machine.
    const timer = setTimeout(() => reject(new Error(`not listening in 120 s:\n${output}`)), 120_000);
    const check = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}:\n${output}`));
    });
  });
  /** The JSON log lines written so far that carry this request id. */
  return (requestId: string) =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .filter((line) => line.requestId === requestId);
}

test('one request id follows a page from the shell through the first screen to the API, in all three logs', async () => {
  const [apiPort, remotePort, shellPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const apiLog = await run(
    ['--import', 'tsx', 'src/main.ts'],
    join(repo, 'api'),
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch, 'api'),
      PUBLIC_API_URL: apiUrl,
      SHOP_URL: `http://127.0.0.1:${shellPort}`,
    },
    /API listening/,
  );
  const remoteLog = await run(
    [compiledEntry('serve-remote')],
    scratch,
    {
      PORT: String(remotePort),
      DIST_DIR: remoteBuild(),
      SERVICE_NAME: 'mf-catalog',
      PUBLIC_URL: `http://127.0.0.1:${remotePort}/`,
      API_URL: apiUrl,
    },
    /listening on/,
  );
  const configPath = join(scratch, 'runtime-config.json');
  writeFileSync(configPath, JSON.stringify({ apiUrl, remotes: { 'mf-catalog': `http://127.0.0.1:${remotePort}/mf-manifest.json` } }));
  const shellLog = await run(
    [compiledEntry('serve-shell')],
    scratch,
    {
      PORT: String(shellPort),
      DIST_DIR: shellBuild(),
      RUNTIME_CONFIG: configPath,
    },
    /listening on/,
  );

  const page = await fetch(`http://127.0.0.1:${shellPort}/en/shop`, { headers: { 'x-request-id': 'shopper-trail-1' } });
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('x-request-id'), 'shopper-trail-1');
  // The stand-in renderer writes the number of products the API listed: the API was really asked.
  assert.match(await page.text(), /<h1>en \/en\/shop \d+<\/h1>/);

  const deadline = Date.now() + 10_000;
  // The page's first screen asked for the catalogue (the shell's server may also have asked who sells, for the footer).
  const catalogueLine = () => apiLog('shopper-trail-1').find((line) => line.path === '/products');
  // Each server's line reaches this test through its own pipe, in no set order: wait for all three.
  const allLogged = () => catalogueLine() && shellLog('shopper-trail-1').length > 0 && remoteLog('shopper-trail-1').length > 0;
  while (Date.now() < deadline && !allLogged()) await new Promise((resolve) => setTimeout(resolve, 25));
  const [shellLine] = shellLog('shopper-trail-1');
  const [remoteLine] = remoteLog('shopper-trail-1');
  const apiLine = catalogueLine();
  assert.deepEqual([shellLine?.service, shellLine?.route, shellLine?.path, shellLine?.status_code], ['shell', 'page', '/en/shop', 200]);
  assert.deepEqual([remoteLine?.service, remoteLine?.route, remoteLine?.status_code], ['mf-catalog', 'first-screen', 200]);
  assert.deepEqual([apiLine?.path, apiLine?.status_code], ['/products', 200]);
  // What a reader of the logs would quote: one line of each service.
  console.log([shellLine, remoteLine, apiLine].map((line) => JSON.stringify(line)).join('\n'));
});
