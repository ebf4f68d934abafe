import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { msg } from './messageKeys';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/** 8 to 255 characters with a lowercase letter, an uppercase letter, a digit and a non-word character. */
export const isStrongPassword = (text: string): boolean =>
  text.length >= PASSWORD_MIN_LENGTH &&
  text.length <= PASSWORD_MAX_LENGTH &&
  /[a-z]/.test(text) &&
  /[A-Z]/.test(text) &&
  /\d/.test(text) &&
  /\W/.test(text);

export const PasswordSchema = lazySchema(() =>
  z
    .string({ error: msg('validation.fillOutAllFields') })
    .check(
      z.minLength(1, msg('validation.fillOutAllFields')),
      z.refine(isStrongPassword, msg('validation.passwordRequirement')),
    ),
);
