import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentSecurityPolicy } from '../src/shell/contentSecurityPolicy.ts';
import { runtimeConfigProblems } from '../src/runtimeConfig.ts';

const config = { apiUrl: 'https://api.shop.example', remotes: { 'mf-content': 'https://content.shop.example/mf-manifest.json' } };

describe("the analytics tag in the shell's policy", () => {
  test('allows no analytics origin while no tag is configured', () => {
    const policy = contentSecurityPolicy(config);
    assert.match(policy, /script-src 'self' https:\/\/content\.shop\.example;/);
    assert.match(policy, /connect-src 'self' https:\/\/content\.shop\.example https:\/\/api\.shop\.example;/);
  });

  test("allows the configured tag's origin for its script and its measurements", () => {
    const policy = contentSecurityPolicy({ ...config, analyticsTag: 'https://tag.analytics.example/t.js?id=1' });
    assert.match(policy, /script-src 'self' https:\/\/content\.shop\.example https:\/\/tag\.analytics\.example;/);
    assert.match(policy, /connect-src [^;]* https:\/\/tag\.analytics\.example;/);
    assert.match(policy, /img-src [^;]* https:\/\/tag\.analytics\.example;/);
  });

  test('a runtime config whose tag is not an http(s) address is refused', () => {
    assert.deepEqual(runtimeConfigProblems({ ...config, analyticsTag: 'https://tag.analytics.example/t.js' }), []);
    assert.deepEqual(runtimeConfigProblems({ ...config, analyticsTag: 'javascript:alert(1)' }), ['runtime config: analyticsTag is not an http(s) URL']);
  });
});
