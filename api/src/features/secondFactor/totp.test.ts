// HOTP and TOTP against the published vectors: RFC 4226 appendix D and RFC 6238 appendix B (SHA-1 rows).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, stepAt, totp } from './totp.ts';

const rfcKey = Buffer.from('12345678901234567890', 'ascii');

describe('HOTP and TOTP', () => {
  it('gives RFC 4226 appendix D codes for counters 0 to 9', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    assert.deepEqual(expected.map((_, counter) => hotp(rfcKey, counter)), expected);
  });

  it('gives RFC 6238 appendix B codes (SHA-1, 8 digits) at the published times', () => {
    const vectors: Array<[seconds: number, code: string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) assert.equal(totp(rfcKey, seconds * 1000, 8), code, `T = ${seconds}`);
    assert.equal(stepAt(1111111109 * 1000), 0x23523ec);
  });

  it('accepts a code one step either side and no further, and never a step already used', () => {
    const at = 1_700_000_000_000;
    const now = stepAt(at);
    for (const offset of [-1, 0, 1]) assert.equal(matchingStep(rfcKey, hotp(rfcKey, now + offset), at, null), now + offset);
    for (const offset of [-2, 2]) assert.equal(matchingStep(rfcKey, hotp(rfcKey, now + offset), at, null), null);
    assert.equal(matchingStep(rfcKey, hotp(rfcKey, now), at, now), null, 'the same step twice');
    assert.equal(matchingStep(rfcKey, hotp(rfcKey, now - 1), at, now), null, 'an older step after a newer one');
    assert.equal(matchingStep(rfcKey, hotp(rfcKey, now + 1), at, now), now + 1);
    assert.equal(matchingStep(rfcKey, '12345', at, null), null);
    assert.equal(matchingStep(rfcKey, 'abcdef', at, null), null);
  });

  it('writes and reads base32 as RFC 4648 does, and names everything in the otpauth URI', () => {
    assert.equal(base32Encode(Buffer.from('12345678901234567890')), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    assert.equal(base32Encode(Buffer.from('foobar')), 'MZXW6YTBOI');
    assert.deepEqual(base32Decode('mzxw 6ytb oi'), Buffer.from('foobar'));
    assert.equal(
      otpauthUri('Inercise', 'owner@shop.test', 'MZXW6YTBOI'),
      'otpauth://totp/Inercise%3Aowner%40shop.test?secret=MZXW6YTBOI&issuer=Inercise&algorithm=SHA1&digits=6&period=30',
    );
  });
});
