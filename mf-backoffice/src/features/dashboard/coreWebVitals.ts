import type { FieldMetric } from './fieldDataSummary';

/** Core Web Vitals' thresholds (web.dev): at most `good` is good, above `poor` is poor, in between needs improvement. */
export const THRESHOLDS: Record<FieldMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type Rating = 'good' | 'needsImprovement' | 'poor';

/** How a 75th percentile rates against its metric's thresholds. */
export function ratingOf(metric: FieldMetric, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needsImprovement';
}

/**
 * A metric's value as the owner reads it: CLS as a score with two decimals, INP in milliseconds, the rest in
 * seconds with one or two decimals.
 */
export function formatMetric(metric: FieldMetric, value: number, locale: string): string {
  if (metric === 'CLS') return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  if (metric === 'INP') return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ms`;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value / 1000)} s`;
}
