import { z } from 'zod/mini';
import { msg } from './messageKeys';

/** Anything@anything.anything without spaces: the registration and newsletter rule. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** local-part@domain.tld with a letters-only top-level domain: the login, reset and contact rule. */
export const strictEmailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/;

/** RFC 5321 limits an address to 254 characters. */
export const MAX_EMAIL_LENGTH = 254;

export const isSimpleEmail = (text: string): boolean => text.length <= MAX_EMAIL_LENGTH && simpleEmailPattern.test(text);
export const isStrictEmail = (text: string): boolean => text.length <= MAX_EMAIL_LENGTH && strictEmailPattern.test(text);

type EmailKey = Parameters<typeof msg>[0];

/** An e-mail field: empty gives fill-out-all-fields, a mismatch the given key. */
export const simpleEmail = (key: EmailKey = 'validation.emailIncorrect') =>
  z
    .string({ error: msg('validation.fillOutAllFields') })
    .check(z.minLength(1, msg('validation.fillOutAllFields')), z.refine(isSimpleEmail, key));

export const strictEmail = (key: EmailKey = 'validation.emailIncorrect') =>
  z
    .string({ error: msg('validation.fillOutAllFields') })
    .check(z.minLength(1, msg('validation.fillOutAllFields')), z.refine(isStrictEmail, key));
