import type { z } from 'zod';
import { firstErrorPerField } from '@inercise/shared';

/** The first message (an i18n key of 'common') per field of a failed parse; empty when it passed. */
export function fieldErrors<T>(result: z.ZodSafeParseResult<T>): Record<string, string> {
  return result.success ? {} : firstErrorPerField(result.error);
}
