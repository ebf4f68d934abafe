import type { z } from 'zod/mini';
import { firstErrorPerField } from '@inercise/shared';

/** The first message (an i18n key of 'common') per field of a failed parse; empty when it passed. */
export function fieldErrors<T>(result: z.core.util.SafeParseResult<T>): Record<string, string> {
  return result.success ? {} : firstErrorPerField(result.error);
}
