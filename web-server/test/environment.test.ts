import assert from 'node:assert/strict';
import { test } from 'node:test';
import { internalOrigins, remoteSettings, shellSettings } from '../src/environment.ts';

test('a remote outside production has local defaults; in production it needs its public URL and the API', () => {
  const local = remoteSettings({}, { defaultPort: 3001, cwd: '/srv/mf-catalog' });
  assert.deepEqual(
    [local.port, local.host, local.distDir, local.releasesDir, local.publicUrl, local.apiUrl, local.logLevel, local.problems],
    [3001, '127.0.0.1', '/srv/mf-catalog/dist', '/srv/mf-catalog/releases', 'http://localhost:3001/', 'http://localhost:8443', 'warn', []],
  );
  const production = remoteSettings(
    { NODE_ENV: 'production', PORT: '8080', HOST: '0.0.0.0', PUBLIC_URL: 'https://catalog.example.com/' },
    { defaultPort: 3001, cwd: '/' },
  );
  assert.deepEqual(
    [production.port, production.host, production.logLevel, production.problems],
    [
      8080,
      '0.0.0.0',
      'info',
      ['API_URL is required in production', 'METRICS_TOKEN is required in production (the bearer token Prometheus reads /metrics with), or METRICS=off'],
    ],
  );
});

test('the shell takes its runtime config from RUNTIME_CONFIG, required in production', () => {
  assert.equal(
    shellSettings({ RUNTIME_CONFIG: '/config/runtime-config.json' }, { defaultPort: 3000, cwd: '/' }).runtimeConfigPath,
    '/config/runtime-config.json',
  );
  assert.equal(shellSettings({}, { defaultPort: 3000, cwd: '/srv/shell' }).runtimeConfigPath, '/srv/shell/dist/runtime-config.json');
  assert.deepEqual(shellSettings({ NODE_ENV: 'production' }, { defaultPort: 3000, cwd: '/' }).problems, [
    'RUNTIME_CONFIG (the path of runtime-config.json) is required in production',
    "PUBLIC_URL (the shop's public address) is required in production",
    'METRICS_TOKEN is required in production (the bearer token Prometheus reads /metrics with), or METRICS=off',
  ]);
  assert.equal(shellSettings({ RELEASES_DIR: '/var/lib/shell/releases' }, { defaultPort: 3000, cwd: '/' }).releasesDir, '/var/lib/shell/releases');
  assert.equal(shellSettings({ PORT: 'eighty' }, { defaultPort: 3000, cwd: '/' }).port, 3000);
});

test("the shell takes the shop's public address from PUBLIC_URL when it is set, and refuses one that is not http(s)", () => {
  assert.equal(shellSettings({}, { defaultPort: 3000, cwd: '/' }).publicUrl, null);
  assert.equal(shellSettings({ PUBLIC_URL: 'https://inercise.com/' }, { defaultPort: 3000, cwd: '/' }).publicUrl, 'https://inercise.com/');
  assert.deepEqual(shellSettings({ PUBLIC_URL: 'inercise.com' }, { defaultPort: 3000, cwd: '/' }).problems, ['PUBLIC_URL must be an http(s) URL']);
});

test('INTERNAL_ORIGINS maps public origins to internal ones, and names a malformed pair', () => {
  assert.deepEqual(internalOrigins('https://api.example.com=http://api:8443, https://catalog.example.com=http://mf-catalog:3001'), {
    map: { 'https://api.example.com': 'http://api:8443', 'https://catalog.example.com': 'http://mf-catalog:3001' },
    problems: [],
  });
  assert.deepEqual(internalOrigins(undefined), { map: {}, problems: [] });
  assert.deepEqual(internalOrigins('api:8443').problems, ['INTERNAL_ORIGINS: "api:8443" is not <public origin>=<internal origin>']);
  assert.deepEqual(shellSettings({ INTERNAL_ORIGINS: 'x=y' }, { defaultPort: 3000, cwd: '/' }).problems, [
    'INTERNAL_ORIGINS: "x=y" is not <public origin>=<internal origin>',
  ]);
});

test('TRUST_PROXY is read as the API reads it; production refuses the ambiguous "true"', () => {
  const shell = (env: NodeJS.ProcessEnv) => shellSettings(env, { defaultPort: 3000, cwd: '/' });
  assert.deepEqual(shell({ TRUST_PROXY: '1' }).trustProxy, { kind: 'hops', hops: 1 });
  assert.deepEqual(shell({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy, { kind: 'ranges', ranges: ['10.0.0.0/8'] });
  assert.deepEqual(shell({}).trustProxy, { kind: 'none' });
  assert.deepEqual(shell({ TRUST_PROXY: 'true' }).problems, []);
  const production = { NODE_ENV: 'production', RUNTIME_CONFIG: '/c.json', PUBLIC_URL: 'https://shop.example', TRUST_PROXY: 'true' };
  assert.match(shell(production).problems.join('\n'), /^TRUST_PROXY=true is ambiguous/);
  assert.match(remoteSettings({ TRUST_PROXY: 'everyone' }, { defaultPort: 3001, cwd: '/' }).problems.join('\n'), /^TRUST_PROXY="everyone" is not understood/);
});
