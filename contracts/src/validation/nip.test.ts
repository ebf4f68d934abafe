import { isPolishTaxNumber, isValidNip } from './nip';

describe('NIP', () => {
  it('accepts ten digits whose last is the weighted sum modulo 11, as people write them', () => {
    // 5·6 + 2·5 + 6·7 + 0·2 + 2·3 + 5·4 + 0·5 + 2·6 + 7·7 = 169; 169 mod 11 = 4.
    for (const nip of ['5260250274', '526-025-02-74', '526 025 02 74', 'PL5260250274', 'pl 526-025-02-74', '5250001003']) expect(isValidNip(nip)).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and letters', () => {
    for (const nip of ['5260250275', '5250001009', '526025027', '52602502740', '52602502A4', 'DE5260250274', '']) expect(isValidNip(nip)).toBe(false);
  });
  it('refuses a number whose sum leaves 10, which is never given out', () => {
    // 1·6 + 2·5 + 3·7 + 4·2 + 5·3 + 6·4 + 7·5 + 8·6 + 9·7 = 230; 230 mod 11 = 10.
    expect(isValidNip('1234567890')).toBe(false);
  });
  it('is the rule for an invoice in Poland, and for a number prefixed PL anywhere', () => {
    expect(isPolishTaxNumber('5260250274', 'PL')).toBe(true);
    expect(isPolishTaxNumber('PL5260250274', 'DE')).toBe(true);
    expect(isPolishTaxNumber('DE136695976', 'PL')).toBe(false);
    expect(isPolishTaxNumber('136695976', 'DE')).toBe(false);
  });
});
