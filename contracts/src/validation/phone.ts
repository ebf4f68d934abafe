import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { msg } from './messageKeys';

export const PHONE_DIGITS = 9;

/** Keystroke filter of the phone input: the text after the keystroke must be digits only, at most nine. */
export const isPhoneInputAllowed = (text: string): boolean => /^\d{0,9}$/.test(text);

/** A Polish-style phone number: exactly nine digits. */
export const PhoneNumberSchema = lazySchema(() =>
  z
    .string({ error: msg('validation.fillOutAllFields') })
    .check(z.minLength(1, msg('validation.fillOutAllFields')), z.regex(/^\d{9}$/, msg('validation.phoneNineDigits'))),
);
