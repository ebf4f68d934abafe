import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a newsletter link does: confirm a sign-up, or end it. A token of one kind never does the other. */
export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

const mac = (secret: string, purpose: NewsletterTokenPurpose, id: number): Buffer =>
  createHmac('sha256', secret).update(`newsletter:${purpose}:${id}`).digest();

/**
 * A signed link token naming one sign-up: `<id>.<HMAC>`. Nothing is stored, so an unsubscribe link works however old
 * the mail is; a sign-up made again gets a new id, which old links do not name.
 */
export const newsletterToken = (secret: string, purpose: NewsletterTokenPurpose, id: number): string =>
  `${id}.${mac(secret, purpose, id).toString('base64url')}`;

const SHAPE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The sign-up a token names, or null when it is malformed or not ours (forged, altered, of the other purpose). Each
 * secret is tried: the link secret, and the one older mails were signed with.
 */
export const verifyNewsletterToken = (secrets: string | string[], purpose: NewsletterTokenPurpose, token: string): number | null => {
  const match = SHAPE.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  // The last of 43 characters carries two unused bits: four spellings decode alike. Only ours is a token.
  if (given.toString('base64url') !== match[2]) return null;
  const matches = (secret: string) => {
    const expected = mac(secret, purpose, id);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return (typeof secrets === 'string' ? [secrets] : secrets).some(matches) ? id : null;
};
