import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readComposeFiles, type ComposeFiles } from '../checks/compose.ts';
import { serverComposeProblems } from '../checks/composeServer.ts';
import { loadContracts } from '../checks/contracts.ts';
import { fullPath } from '../checks/repo.ts';
import { replaceOnce } from './mutate.ts';

const contracts = await loadContracts();
const laptop = readComposeFiles();
const server = readComposeFiles('deploy/compose.server.yaml', 'deploy/server.env.example');
const check = (files: ComposeFiles) => serverComposeProblems(files, laptop, contracts).join('\n');
const broken = (from: string | RegExp, to: string) => check({ ...server, compose: replaceOnce(server.compose, from, to) });
const withEnv = (from: string | RegExp, to: string) => check({ ...server, envExample: replaceOnce(server.envExample, from, to) });
const withFile = (name: string, from: string | RegExp, to: string) =>
  check({ ...server, read: (path) => (path.endsWith(name) ? replaceOnce(server.read(path) ?? '', from, to) : server.read(path)) });

/** Runs the discovery script as the one-shot service does, on a folder standing for its volume. */
const runDiscovery = (domain: string, previous?: unknown): { status: number; document: unknown; stderr: string } => {
  const folder = mkdtempSync(join(tmpdir(), 'inercise-discovery-'));
  const path = join(folder, 'runtime-config.json');
  try {
    if (previous !== undefined) writeFileSync(path, JSON.stringify(previous));
    execFileSync(process.execPath, [fullPath('deploy/server/runtime-config.mjs'), path], { env: { PATH: process.env.PATH ?? '', DOMAIN: domain }, stdio: 'pipe' });
    return { status: 0, document: JSON.parse(readFileSync(path, 'utf8')), stderr: '' };
  } catch (error) {
    return { status: (error as { status?: number }).status ?? -1, document: null, stderr: String((error as { stderr?: Buffer }).stderr ?? '') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

describe('deploy/compose.server.yaml', () => {
  it('runs the laptop file\'s shop on one server: its domain, real certificates, real money, backups', () => {
    assert.deepEqual(serverComposeProblems(server, laptop, contracts), []);
  });
});

describe('the discovery script of the server', () => {
  it('names the API and every remote on a subdomain of DOMAIN', () => {
    const { status, document } = runDiscovery('Sklep-Ani.pl');
    assert.equal(status, 0);
    assert.deepEqual(document, {
      apiUrl: 'https://api.sklep-ani.pl',
      remotes: {
        'mf-content': 'https://content.sklep-ani.pl/mf-manifest.json',
        'mf-catalog': 'https://catalog.sklep-ani.pl/mf-manifest.json',
        'mf-cart-checkout': 'https://cart.sklep-ani.pl/mf-manifest.json',
        'mf-account': 'https://account.sklep-ani.pl/mf-manifest.json',
        'mf-backoffice': 'https://backoffice.sklep-ani.pl/mf-manifest.json',
      },
    });
  });

  it('keeps the releases of a document already there, and moves only its addresses', () => {
    const previous = {
      apiUrl: 'https://api.old-shop.pl',
      fieldDataSampleRate: 0.1,
      remotes: { 'mf-catalog': { url: 'https://catalog.old-shop.pl', live: '1.0.0+abc1234', canary: { release: '1.1.0+def5678', share: 10 } } },
    };
    const { document } = runDiscovery('sklep-ani.pl', previous) as { document: { apiUrl: string; fieldDataSampleRate: number; remotes: Record<string, unknown> } };
    assert.equal(document.apiUrl, 'https://api.sklep-ani.pl');
    assert.equal(document.fieldDataSampleRate, 0.1);
    assert.deepEqual(document.remotes['mf-catalog'], { url: 'https://catalog.sklep-ani.pl', live: '1.0.0+abc1234', canary: { release: '1.1.0+def5678', share: 10 } });
    assert.equal(document.remotes['mf-account'], 'https://account.sklep-ani.pl/mf-manifest.json');
  });

  it('refuses a DOMAIN that is not a host name, naming it', () => {
    for (const domain of ['https://sklep-ani.pl', 'sklep-ani.pl/shop', 'localhost', '']) {
      const { status, stderr } = runDiscovery(domain);
      assert.equal(status, 1, domain);
      assert.match(stderr, /DOMAIN=.* is not a host name/);
    }
  });
});

describe('the server compose checks catch', () => {
  it('a laptop\'s address or certificate authority', () => {
    assert.match(broken('SHOP_URL: https://${DOMAIN:?set DOMAIN in deploy/.env}', 'SHOP_URL: https://localhost:3000'), /api's SHOP_URL names https:\/\/localhost:3000: a laptop's address/);
    assert.match(broken('PUBLIC_URL: https://catalog.${DOMAIN', 'PUBLIC_URL: https://catalog.shop-elsewhere.pl${DOMAIN'), /mf-catalog PUBLIC_URL https:\/\/catalog\.shop-elsewhere\.ploperator-supplied-domain\.pl is not an https address on \$\{DOMAIN\}/);
    assert.match(withFile('server/Caddyfile', '{\n\temail {$ACME_EMAIL}\n}', '{\n\temail {$ACME_EMAIL}\n\tlocal_certs\n}'), /server\/Caddyfile has local_certs/);
    assert.match(withFile('server/Caddyfile', 'reverse_proxy api:8443', 'tls internal\n\treverse_proxy api:8443'), /server\/Caddyfile has tls internal/);
    assert.match(withFile('server/Caddyfile', '\temail {$ACME_EMAIL}\n', ''), /gives Let's Encrypt no e-mail/);
    assert.match(broken(/ACME_EMAIL: \$\{ACME_EMAIL:\?[^}]*\}/, 'ACME_EMAIL: ${ACME_EMAIL:-}'), /proxy's ACME_EMAIL is \$\{ACME_EMAIL:-\}, not a required/);
  });

  it('a host the proxy does not route, or the domain not reaching the shell\'s runtime config', () => {
    assert.match(withFile('server/Caddyfile', 'catalog.{$DOMAIN} {', 'katalog.{$DOMAIN} {'), /https:\/\/catalog\.operator-supplied-domain\.pl does not reach mf-catalog:3001/);
    assert.match(broken(/(proxy:\n[\s\S]*?) {6}DOMAIN: [^\n]*\n/, '$1'), /does not reach shell:3000/);
    assert.match(withFile('server/runtime-config.mjs', "'mf-account': 'account'", "'mf-account': 'konto'"), /mf-account's PUBLIC_URL https:\/\/account\.operator-supplied-domain\.pl is not the origin of its manifest in runtime-config \(https:\/\/konto\./);
    assert.match(withFile('server/runtime-config.mjs', 'renameSync(`${path}.tmp`, path);', 'process.exit(3);'), /discovery's server\/runtime-config\.mjs fails/);
    assert.match(broken(/(discovery:\n[\s\S]*?) {6}DOMAIN: [^\n]*\n/, '$1'), /DOMAIN= is not a host name/);
    assert.match(broken(/( {2}shell:\n[\s\S]*?) {4}depends_on:\n {6}discovery:\n {8}condition: service_completed_successfully\n/, '$1'), /shell does not wait for discovery to complete successfully/);
    assert.match(broken('"/config/runtime-config.json"]', '"/config/config.json"]'), /discovery writes \/config\/config\.json, not the shell's RUNTIME_CONFIG/);
  });

  it('a required value the shop would start without', () => {
    assert.match(broken(/JWT_SECRET: \$\{JWT_SECRET:\?[^}]*\}/, 'JWT_SECRET: ${JWT_SECRET:-}'), /without JWT_SECRET in deploy\/\.env the shop would start and fail \(api: JWT_SECRET is missing/);
    assert.match(broken(/TPAY_SECURITY_CODE: \$\{TPAY_SECURITY_CODE:\?[^}]*\}/, 'TPAY_SECURITY_CODE: ${TPAY_SECURITY_CODE}'), /without TPAY_SECURITY_CODE in deploy\/\.env/);
    assert.match(
      check({ ...server, compose: server.compose.replaceAll('${DOMAIN:?set DOMAIN in deploy/.env}', '${DOMAIN}') }),
      /\$\{DOMAIN\} is not required \(plain\)/,
    );
    assert.match(broken(/(mail-worker:[\s\S]*?)SHOP_EMAIL: \$\{SHOP_EMAIL:\?[^}]*\}/, '$1SHOP_EMAIL: ${SHOP_EMAIL:-}'), /\$\{SHOP_EMAIL\} is required in one place \(:\?\) but not in another \(:-\)/);
  });

  it('sandbox payments by default', () => {
    assert.match(broken('${ALLOW_SANDBOX_PAYMENTS:-0}', '${ALLOW_SANDBOX_PAYMENTS:-1}'), /api allows sandbox payments by default/);
    assert.match(broken('${PAYMENT_PROVIDER:-tpay}', '${PAYMENT_PROVIDER:-sandbox}'), /api's PAYMENT_PROVIDER is sandbox by default, tpay expected/);
    assert.match(broken('${TPAY_API_URL:-https://api.tpay.com}', '${TPAY_API_URL:-https://openapi.sandbox.tpay.com}'), /api by default: TPAY_API_URL=https:\/\/openapi\.sandbox\.tpay\.com is not Tpay's production API/);
    assert.match(withEnv(/^ALLOW_SANDBOX_PAYMENTS=0$/m, 'ALLOW_SANDBOX_PAYMENTS=1'), /api allows sandbox payments as deploy\/server\.env\.example has it/);
  });

  it('a missing backup, a port open to the internet, a service that stays down after a reboot', () => {
    assert.match(broken('  backup:\n', '  backups-old:\n'), /no service backup/);
    assert.match(broken('    expose: ["8443"]\n', '    expose: ["8443"]\n    ports: ["8443:8443"]\n'), /api publishes 8443:8443; only the proxy faces the internet/);
    assert.match(broken('      - "443:443"\n', ''), /proxy publishes 80:80, 443:443\/udp; 80 and 443 expected/);
    assert.match(broken(/( {2}api:\n) {4}logging: \*logs\n/, '$1'), /api keeps its logs without limit/);
    assert.match(broken(/(pg_isready[\s\S]*?retries: 10\n) {4}restart: unless-stopped\n/, '$1'), /postgres does not restart \(unset\)/);
  });

  it('another image, command or port than the laptop file\'s', () => {
    assert.match(broken('image: inercise/mf-content:local', 'image: inercise/mf-content:old'), /mf-content's image is "inercise\/mf-content:old", deploy\/compose\.yaml has "inercise\/mf-content:local"/);
    assert.match(broken('expose: ["3002"]', 'expose: ["3012"]'), /mf-cart-checkout's expose is \["3012"\]/);
    assert.match(broken('"--keep-days", "14", "--daily-at", "02:30"', '"--keep-days", "14", "--daily-at", "03:30"'), /backup's command is .*03:30.*, deploy\/compose\.yaml has/);
    assert.match(broken(/(discovery:\n[\s\S]*?)BUNDLE: shell/, '$1BUNDLE: mf-content'), /discovery builds inercise\/shell:local otherwise than any service of deploy\/compose\.yaml/);
    assert.match(broken(/ {2}caddy-config:\n/, ''), /no volume caddy-config, which deploy\/compose\.yaml keeps/);
  });
});
