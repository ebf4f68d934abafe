import { z } from 'zod/mini';
import { ApiError } from '@inercise/shared';

/** The metrics shoppers' browsers report, in the order the card shows them. */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

const percentileSchema = z.nullable(z.object({ p75: z.number(), count: z.number() }));

/** The shell's server's answer (web-server/src/hourlyPercentiles.ts): all pages first, then each template and device. */
const FieldDataSummarySchema = z.object({
  hours: z.number(),
  groups: z.array(
    z.object({
      template: z.string(),
      device: z.string(),
      metrics: z.object({ LCP: percentileSchema, INP: percentileSchema, CLS: percentileSchema, FCP: percentileSchema, TTFB: percentileSchema }),
    }),
  ),
});
export type FieldDataSummary = z.infer<typeof FieldDataSummarySchema>;

/**
 * GET /telemetry/web-vitals/summary on the shop's own server (not the API): the last 24 hours' 75th percentiles.
 * The shell's server asks the API whether the token is an admin's, so refusals come as the API words them.
 */
export async function fetchFieldDataSummary(token: string, signal?: AbortSignal): Promise<FieldDataSummary> {
  let response: Response;
  try {
    response = await fetch('/telemetry/web-vitals/summary', { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : 'generic';
    throw new ApiError(response.status, message);
  }
  return FieldDataSummarySchema.parse(body);
}
