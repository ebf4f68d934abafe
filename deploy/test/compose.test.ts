import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeProblems, readComposeFiles, type ComposeFiles } from '../checks/compose.ts';
import { loadContracts } from '../checks/contracts.ts';
import { replaceOnce } from './mutate.ts';

const contracts = await loadContracts();
const files = readComposeFiles();
const broken = (from: string | RegExp, to: string) => composeProblems({ ...files, compose: replaceOnce(files.compose, from, to) }, contracts).join('\n');
const withFile = (name: string, from: string, to: string): ComposeFiles => ({
  ...files,
  read: (path) => (path.endsWith(name) ? replaceOnce(files.read(path) ?? '', from, to) : files.read(path)),
});

describe('deploy/compose.yaml', () => {
  it('runs the shop from the images with the settings each server wants, in production mode', (t) => {
    t.diagnostic(`rules from: ${JSON.stringify(contracts.sources)}`);
    assert.deepEqual(composeProblems(files, contracts), []);
  });
});

describe('the compose checks catch', () => {
  it('a file the Compose specification refuses: a misspelt key, a wrong type', () => {
    assert.match(broken('    restart: unless-stopped', '    restrat: unless-stopped'), /deploy\/compose\.yaml: \/services\/[\w-]+ must NOT have additional properties: restrat/);
    assert.match(broken('    profiles: [scale]', '    profiles: scale'), /\/services\/mail-worker\/profiles must be array/);
  });

  it('a variable the production API needs, missing or unsafe', () => {
    assert.match(broken(/ {6}JWT_SECRET: [^\n]*\n/, ''), /api: JWT_SECRET is missing/);
    assert.match(broken('SHOP_URL: https://localhost:3000', 'SHOP_URL: http://localhost:3000'), /api: SHOP_URL=http:\/\/localhost:3000 is not https/);
    assert.match(broken('ALLOW_SANDBOX_PAYMENTS: ${ALLOW_SANDBOX_PAYMENTS:-1}', 'ALLOW_SANDBOX_PAYMENTS: "0"'), /api: PAYMENT_PROVIDER=sandbox takes no real money/);
    assert.match(broken(/ {6}SMTP_URL: [^\n]*\n/, ''), /api: SMTP_URL is missing/);
    assert.match(broken(/ {6}SHOP_EMAIL: [^\n]*\n/, '      SHOP_EMAIL: sklep@inercise.example\n'), /api: SHOP_EMAIL=sklep@inercise\.example is a placeholder/);
    assert.match(broken('TRUST_PROXY: "1"', 'TRUST_PROXY: "true"'), /api: TRUST_PROXY=true is ambiguous/);
  });

  it('a web image built from another recipe, for another bundle, or with another port or entry', () => {
    assert.match(broken('dockerfile: web-server/Dockerfile\n      args:\n        BUNDLE: mf-catalog', 'dockerfile: mf-catalog/Dockerfile\n      args:\n        BUNDLE: mf-catalog'), /mf-catalog builds mf-catalog\/Dockerfile with BUNDLE=mf-catalog, not one of the deployables' images/);
    assert.match(broken('BUNDLE: mf-account', 'BUNDLE: mf-content'), /mf-account builds mf-content's image, mf-account's expected/);
    assert.match(broken('BUNDLE: mf-account\n        PORT: "3003"', 'BUNDLE: mf-account\n        PORT: "3000"'), /mf-account builds with PORT=3000, mf-account needs PORT=3003/);
    assert.match(broken('BUNDLE: shell\n        PORT: "3000"\n        SERVE_SCRIPT: serve-shell.js', 'BUNDLE: shell\n        PORT: "3000"'), /shell builds with SERVE_SCRIPT=\(none\), shell needs SERVE_SCRIPT=serve-shell\.js/);
  });

  it('a release step without its database, or out of order', () => {
    assert.match(broken(/ {4}environment:\n {6}NODE_ENV: production\n {6}DATABASE_URL: [^\n]*\n/, '    environment:\n      NODE_ENV: production\n'), /migrate: DATABASE_URL is missing/);
    assert.match(broken('"npm run migrate && npm run seed"', '"npm run seed && npm run migrate"'), /migrate should run npm run migrate, then npm run seed/);
    assert.match(broken('"npm run migrate && npm run seed"', '"npm run migrations && npm run seed"'), /api\/package\.json has no script migrations/);
    assert.match(broken('condition: service_completed_successfully', 'condition: service_started'), /api does not wait for migrate to complete successfully/);
    assert.match(broken('    restart: "no"\n', ''), /migrate restarts/);
  });

  it('a nightly backup that is missing, keeps another number of days, stops after one, or writes where nothing is kept', () => {
    assert.match(broken('  backup:\n', '  backups-old:\n'), /no service backup/);
    assert.match(broken('"--keep-days", "14"', '"--keep-days", "30"'), /backup: keeps 30 days of backups, 14 expected/);
    assert.match(broken(', "--daily-at", "02:30"', ''), /backup: runs once and stops; --daily-at HH:MM/);
    assert.match(broken('      - backups:/var/backups/inercise\n', ''), /backs up into \/var\/backups\/inercise, which is not a persistent volume/);
    assert.match(broken('"npm", "run", "backup"', '"npm", "run", "dump"'), /api\/package\.json has no script dump/);
    assert.match(broken(/(backup:[\s\S]*?)restart: unless-stopped/, '$1restart: "no"'), /backup does not restart/);
    assert.match(broken(/@postgres:5432\/inercise\n(\s+volumes:\n\s+- backups)/, '@db:5432/inercise\n$1'), /backup's DATABASE_URL is not the postgres service's database/);
  });

  it('a mail worker off the API image, settings or command, and an API that keeps or drops the sending wrongly', () => {
    assert.match(broken(/(mail-worker:[\s\S]*?) {6}DATABASE_URL: [^\n]*\n/, '$1'), /mail-worker: DATABASE_URL is missing/);
    assert.match(broken(/(mail-worker:[\s\S]*?) {6}SHOP_EMAIL: [^\n]*\n/, '$1'), /mail-worker: SHOP_EMAIL is missing/);
    assert.match(broken(/(mail-worker:[\s\S]*?)SMTP_URL: [^\n]*\n/, '$1SMTP_URL: smtp://other:secret@mail.example.net:587\n'), /mail-worker: SMTP_URL is smtp:\/\/other:secret@mail\.example\.net:587, the API's is/);
    assert.match(broken('image: inercise/api:local\n    profiles', 'image: inercise/api:old\n    profiles'), /mail-worker: image inercise\/api:old, the API's is inercise\/api:local/);
    assert.match(broken('"dist/worker.js"', '"dist/main.js"'), /mail-worker: runs node --enable-source-maps dist\/main\.js, not the API's worker/);
    assert.match(broken('    profiles: [scale]\n', ''), /mail-worker: not under the profile scale/);
    assert.match(broken(/(mail-worker:[\s\S]*?)healthcheck:\n {6}disable: true/, '$1healthcheck: *ready'), /mail-worker: the image's HTTP health check would mark it unhealthy/);
    assert.match(broken(/(mail-worker:[\s\S]*?)stop_grace_period: 30s/, '$1stop_grace_period: 15s'), /mail-worker: stop_grace_period 15000 ms would cut a mail being sent/);
    assert.match(broken('MAIL_WORKER: ${MAIL_WORKER:-on}', 'MAIL_WORKER: "on"'), /api's MAIL_WORKER does not follow MAIL_WORKER from deploy\/\.env/);
    assert.match(broken('MAIL_WORKER: ${MAIL_WORKER:-on}', 'MAIL_WORKER: ${MAIL_WORKER:-off}'), /api has MAIL_WORKER=off by default, .*nobody would send the mails/);
  });

  it('a DATABASE_URL that is not the compose database', () => {
    assert.match(broken(/@pgbouncer:6432\/inercise\n(\s+JWT_SECRET)/, '@db:5432/inercise\n$1'), /api's DATABASE_URL is not the postgres service's database/);
    assert.match(broken(/@pgbouncer:6432\/inercise\n(\s+JWT_SECRET)/, '@pgbouncer:6432/shop\n$1'), /api's DATABASE_URL is not the postgres service's database/);
  });

  it('a pooler that would break the API or the release step', () => {
    // The release step holds a session lock while it migrates; transaction pooling would lose it.
    assert.match(broken(/(migrate:[\s\S]*?)@postgres:5432\/inercise/, '$1@pgbouncer:6432/inercise'), /migrate goes through pgbouncer, in transaction mode; it needs a session of its own/);
    assert.match(broken(/@pgbouncer:6432\/inercise\n(\s+JWT_SECRET)/, '@pgbouncer:5432/inercise\n$1'), /api's DATABASE_URL names pgbouncer on port 5432, it listens on 6432/);
    assert.match(broken('pool_mode = transaction', 'pool_mode = session'), /pgbouncer: pool_mode is session, not transaction/);
    assert.match(broken('max_prepared_statements = 500', 'max_prepared_statements = 0'), /pgbouncer: max_prepared_statements is 0: the API names its statements/);
    assert.match(broken('ignore_startup_parameters = statement_timeout', 'ignore_startup_parameters = extra_float_digits'), /ignore_startup_parameters lacks statement_timeout/);
    assert.match(broken(" connect_query='SET statement_timeout = 15000'", ''), /sets no statement_timeout on its server connections/);
    assert.match(broken('inercise = host=postgres', 'inercise = host=db'), /inercise is served from db, not postgres/);
    assert.match(broken('"inercise" "${POSTGRES_PASSWORD', '"shop" "${POSTGRES_PASSWORD'), /its auth_file does not give inercise the postgres service's password/);
    assert.match(broken(/(api:[\s\S]*?) {6}pgbouncer:\n {8}condition: service_started\n/, '$1'), /api does not wait for pgbouncer/);
  });

  it('a health check on a route the servers do not answer, or on another port', () => {
    assert.match(broken("/health/ready').then", "/healthz').then"), /healthcheck: \/healthz is not a health route/);
    assert.match(broken("'http://127.0.0.1:'+process.env.PORT+'/health/ready'", "'http://127.0.0.1:3000/health/ready'"), /api's healthcheck asks port 3000, the server listens on 8443/);
  });

  it('a web server without its settings, or pointing elsewhere than runtime-config.json', () => {
    assert.match(broken('RUNTIME_CONFIG: /config/runtime-config.json', 'RUNTIME_CONFIG: /etc/runtime-config.json'), /shell mounts nothing at RUNTIME_CONFIG/);
    assert.match(broken(/ {6}PUBLIC_URL: https:\/\/localhost:3001\n/, ''), /mf-catalog: PUBLIC_URL is required in production/);
    assert.match(broken('PUBLIC_URL: https://localhost:3003', 'PUBLIC_URL: https://localhost:3033'), /mf-account's PUBLIC_URL https:\/\/localhost:3033 is not the origin of its manifest/);
    assert.match(broken('PUBLIC_URL: https://localhost:3004\n      API_URL: https://localhost:8443', 'PUBLIC_URL: https://localhost:3004\n      API_URL: http://api:8443'), /mf-content's API_URL http:\/\/api:8443 is not runtime-config's apiUrl/);
  });

  it('a runtime config without a remote, or a proxy that sends an address elsewhere', () => {
    const withoutRemote = composeProblems(withFile('discovery/runtime-config.json', '"mf-catalog": "https://localhost:3001/mf-manifest.json",', ''), contracts).join('\n');
    assert.match(withoutRemote, /names no manifest for mf-catalog/);
    const misrouted = composeProblems(withFile('Caddyfile', 'reverse_proxy mf-content:3004', 'reverse_proxy mf-content:3005'), contracts).join('\n');
    assert.match(misrouted, /https:\/\/localhost:3004 does not reach mf-content:3004/);
  });

  it('a remote with releases in the discovery document is checked at its address, and must be well formed', () => {
    const entry = '"mf-catalog": "https://localhost:3001/mf-manifest.json",';
    const released = composeProblems(withFile('discovery/runtime-config.json', entry, '"mf-catalog": { "url": "https://localhost:3001", "live": "1.0.0+abc1234" },'), contracts);
    assert.deepEqual(released, []);
    const moved = composeProblems(withFile('discovery/runtime-config.json', entry, '"mf-catalog": { "url": "https://localhost:3009", "live": "1.0.0+abc1234" },'), contracts).join('\n');
    assert.match(moved, /mf-catalog's PUBLIC_URL https:\/\/localhost:3001 is not the origin of its manifest in runtime-config \(https:\/\/localhost:3009\)/);
    const malformed = composeProblems(withFile('discovery/runtime-config.json', entry, '"mf-catalog": { "url": "https://localhost:3001", "canary": { "release": "1.1.0", "share": 10 } },'), contracts).join('\n');
    assert.match(malformed, /remotes\.mf-catalog has a canary release but no live one/);
  });

  it('an env file out of step with compose.yaml, or holding a secret', () => {
    assert.match(composeProblems({ ...files, envExample: replaceOnce(files.envExample, /^JWT_SECRET=$/m, '') }, contracts).join('\n'), /uses \$\{JWT_SECRET\}, which deploy\/\.env\.example does not list/);
    assert.match(composeProblems({ ...files, envExample: `${files.envExample}\nUNUSED=1\n` }, contracts).join('\n'), /lists UNUSED, which .* never uses/);
    assert.match(composeProblems({ ...files, envExample: replaceOnce(files.envExample, /^JWT_SECRET=$/m, 'JWT_SECRET=hunter2hunter2hunter2hunter2hunter2') }, contracts).join('\n'), /gives JWT_SECRET a value/);
  });
});
