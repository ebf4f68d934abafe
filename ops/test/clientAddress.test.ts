import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clientAddressOf, parseTrustProxy, trustsProxy } from '../src/clientAddress.ts';

const clientUnder = (setting: string | undefined, peer: string, forwarded: string | string[] | undefined) =>
  clientAddressOf(peer, forwarded, trustsProxy(parseTrustProxy(setting).trust));

describe('TRUST_PROXY', () => {
  it('reads a hop count, address ranges or nothing; "true" is one hop, marked ambiguous', () => {
    assert.deepEqual(parseTrustProxy(undefined), { trust: { kind: 'none' }, ambiguous: false });
    assert.deepEqual(parseTrustProxy('0'), { trust: { kind: 'none' }, ambiguous: false });
    assert.deepEqual(parseTrustProxy('1'), { trust: { kind: 'hops', hops: 1 }, ambiguous: false });
    assert.deepEqual(parseTrustProxy('2'), { trust: { kind: 'hops', hops: 2 }, ambiguous: false });
    assert.deepEqual(parseTrustProxy('true'), { trust: { kind: 'hops', hops: 1 }, ambiguous: true });
    assert.deepEqual(parseTrustProxy('10.0.0.0/8, fd00::/8,192.0.2.1'), {
      trust: { kind: 'ranges', ranges: ['10.0.0.0/8', 'fd00::/8', '192.0.2.1'] },
      ambiguous: false,
    });
    for (const wrong of ['yes', '10.0.0.0/33', 'loopback', '10.0.0/8', '1.2.3.4/x'])
      assert.throws(() => parseTrustProxy(wrong), /TRUST_PROXY=.*number of proxies/, wrong);
  });

  it('never takes what the client wrote: with one hop the client is the last entry the proxy appended', () => {
    assert.equal(clientUnder('1', '10.1.2.3', '6.6.6.6, 198.51.100.7'), '198.51.100.7');
    assert.equal(clientUnder('1', '10.1.2.3', '198.51.100.7'), '198.51.100.7');
    assert.equal(clientUnder('1', '10.1.2.3', ['6.6.6.6', '198.51.100.7']), '198.51.100.7');
    assert.equal(clientUnder('1', '10.1.2.3', undefined), '10.1.2.3', 'no header: the peer');
    assert.equal(clientUnder('2', '10.1.2.3', '6.6.6.6, 198.51.100.7, 10.9.9.9'), '198.51.100.7', 'two proxies');
  });

  it('believes entries only while they come from the listed ranges', () => {
    assert.equal(clientUnder('10.0.0.0/8', '10.1.2.3', '6.6.6.6, 198.51.100.7'), '198.51.100.7');
    assert.equal(clientUnder('10.0.0.0/8', '10.1.2.3', '6.6.6.6, 198.51.100.7, 10.4.4.4'), '198.51.100.7', 'a chain of own proxies');
    assert.equal(clientUnder('10.0.0.0/8', '203.0.113.5', '6.6.6.6'), '203.0.113.5', 'a peer outside the ranges is the client');
    assert.equal(clientUnder('10.0.0.0/8', '::ffff:10.1.2.3', '198.51.100.7'), '198.51.100.7', 'an IPv4 peer on a dual-stack socket');
    assert.equal(clientUnder('fd00::/8', 'fd12::1', '2001:db8::9'), '2001:db8::9');
  });

  it('ignores the header without a proxy setting', () => {
    assert.equal(clientUnder(undefined, '203.0.113.5', '6.6.6.6'), '203.0.113.5');
  });
});
