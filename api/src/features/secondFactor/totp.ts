import { createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps expect it by default: HMAC-SHA-1, 6 digits, 30-second steps. */
const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of the server's that a code may belong to: a phone's clock a little off, a slow typist. */
const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how the secret is written in the otpauth URI and typed by hand. */
export const base32Encode = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** RFC 4226 HOTP: the HMAC-SHA-1 of the 8-byte counter, dynamically truncated to `digits` decimal digits. */
export const hotp = (key: Uint8Array, counter: number, digits = TOTP_DIGITS): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/** The time step of a moment (RFC 6238's T, with T0 = 0). */
export const stepAt = (epochMs: number): number => Math.floor(epochMs / 1000 / TOTP_STEP_SECONDS);

export const totp = (key: Uint8Array, epochMs: number, digits = TOTP_DIGITS): string => hotp(key, stepAt(epochMs), digits);

/**
 * The step a code belongs to, within the window around `epochMs`, or null. Steps up to `usedStep` are refused: a
 * code seen once (overheard, or the same code typed twice) opens nothing again.
 */
export const matchingStep = (key: Uint8Array, code: string, epochMs: number, usedStep: number | null): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const now = stepAt(epochMs);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (usedStep !== null && step <= usedStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
};

/** The URI an authenticator app reads from the QR code (Key Uri Format): issuer, account and the base32 secret. */
export const otpauthUri = (issuer: string, account: string, secret: string): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
