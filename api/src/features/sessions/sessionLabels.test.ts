import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deviceLabel } from './deviceLabel.ts';
import { ipPrefix } from './ipPrefix.ts';

describe('what a session keeps of its device and address', () => {
  it('names the browser and the system, nothing more', () => {
    const cases: [string | undefined, string][] = [
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 'Chrome · Linux'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0', 'Edge · Windows'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari · macOS'],
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36', 'Chrome · Android'],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome · Linux'],
      ['curl/8.5.0', '?'],
      [undefined, '?'],
    ];
    for (const [agent, label] of cases) assert.equal(deviceLabel(agent), label, agent);
  });

  it('keeps a /24 or /48 prefix, never the whole address', () => {
    const cases: [string | undefined, string | null][] = [
      ['203.0.113.77', '203.0.113.0/24'],
      ['::ffff:198.51.100.9', '198.51.100.0/24'],
      ['2001:db8:abcd:12:34::1', '2001:db8:abcd::/48'],
      ['2001:db8::1', '2001:db8:0::/48'],
      ['::1', '0:0:0::/48'],
      ['not an address', null],
      [undefined, null],
    ];
    for (const [address, prefix] of cases) assert.equal(ipPrefix(address), prefix, address);
  });
});
