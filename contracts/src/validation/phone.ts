import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { msg } from './messageKeys';

/** A Polish number's digits (after +48), the specification's rule; other countries' numbers differ in length. */
export const PHONE_DIGITS = 9;

/** Keystroke filter of a Polish phone input: the text after the keystroke must be digits only, at most nine. */
export const isPhoneInputAllowed = (text: string): boolean => /^\d{0,9}$/.test(text);

/**
 * A phone number's digits, without the dialling code, at most 15 (E.164). How many it needs depends on the dialling
 * code, so that is the address's rule (./address): nine for a Polish number, at least four for any other.
 */
export const PhoneNumberSchema = lazySchema(() =>
  z
    .string({ error: msg('validation.fillOutAllFields') })
    .check(z.minLength(1, msg('validation.fillOutAllFields')), z.regex(/^\d{1,15}$/, msg('validation.phoneInvalid'))),
);
