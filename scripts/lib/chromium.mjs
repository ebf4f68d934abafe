/** Debian's Chromium, quiet on a machine without network (docs/decisions/0010-toolchain-pins.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
