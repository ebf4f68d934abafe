import { z } from 'zod';

/** A positive integer id in a path: digits only (no "1e3", " 1", "-1"), below 2^31 so Postgres int accepts it. */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, 'invalidId')
  .transform(Number)
  .refine((n) => n > 0 && n < 2 ** 31, 'invalidId');
