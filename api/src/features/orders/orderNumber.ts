import { randomInt } from 'node:crypto';

// No 0/O or 1/I: order numbers are read out on the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** INR-YYYYMMDD-XXXXXX: the date helps people, the random part keeps numbers unguessable. */
export const newOrderNumber = (now = new Date()): string => {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `INR-${date}-${suffix}`;
};
