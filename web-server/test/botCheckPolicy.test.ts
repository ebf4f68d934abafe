import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentSecurityPolicy } from '../src/shell/contentSecurityPolicy.ts';
import { runtimeConfigProblems } from '../src/runtimeConfig.ts';

const config = { apiUrl: 'https://api.shop.example', remotes: { 'mf-content': 'https://content.shop.example/mf-manifest.json' } };

describe("the bot check in the shell's policy", () => {
  test('allows no third-party script or frame while no bot check is configured', () => {
    const policy = contentSecurityPolicy(config);
    assert.match(policy, /script-src 'self' https:\/\/content\.shop\.example;/);
    assert.match(policy, /frame-src 'self';/);
    assert.doesNotMatch(policy, /challenges\.cloudflare\.com/);
  });

  test("allows Turnstile's origin for scripts and its frame once a site key is configured", () => {
    const policy = contentSecurityPolicy({ ...config, turnstile: { siteKey: '1x00000000000000000000AA' } });
    assert.match(policy, /script-src 'self' https:\/\/content\.shop\.example https:\/\/challenges\.cloudflare\.com;/);
    assert.match(policy, /frame-src 'self' https:\/\/challenges\.cloudflare\.com;/);
  });

  test('follows a script address of its own (a stand-in)', () => {
    const policy = contentSecurityPolicy({ ...config, turnstile: { siteKey: 'k', scriptUrl: 'http://127.0.0.1:5298/turnstile/api.js' } });
    assert.match(policy, /frame-src 'self' http:\/\/127\.0\.0\.1:5298;/);
  });

  test('a runtime config with a broken bot check is refused', () => {
    assert.deepEqual(runtimeConfigProblems({ ...config, turnstile: { siteKey: 'k' } }), []);
    assert.deepEqual(runtimeConfigProblems({ ...config, turnstile: { siteKey: '' } }), ['runtime config: turnstile.siteKey is not a non-empty string']);
    assert.deepEqual(runtimeConfigProblems({ ...config, turnstile: { siteKey: 'k', scriptUrl: 'javascript:1' } }), [
      'runtime config: turnstile.scriptUrl is not an http(s) URL',
    ]);
  });
});
