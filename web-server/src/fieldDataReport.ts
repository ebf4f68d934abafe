// A shopper's browser reports how its page load felt (field data): the page's template, the device class, and the
// Core Web Vitals measured. Everything here is what the server accepts; anything else is refused whole.

/** The largest report accepted: one page's five numbers and two names fit in a fraction of it. */
export const FIELD_REPORT_MAX_BYTES = 1024;

/** The page templates the shop's routes fall into (the browser names one; the metrics' labels are this set only). */
const FIELD_TEMPLATES = ['home', 'shop', 'product', 'article', 'cart', 'checkout', 'account', 'other'] as const;

/** Phones are pages drawn below 768 px, as the shop's own layout divides them. */
const FIELD_DEVICES = ['phone', 'desktop'] as const;

/**
 * Each metric's name, unit and the range a real page load can give; a number outside is forged or broken. Times
 * are milliseconds as the browser measures them, CLS a unitless score.
 */
export const FIELD_METRICS = {
  FCP: { unit: 'ms', max: 120_000 },
  LCP: { unit: 'ms', max: 120_000 },
  TTFB: { unit: 'ms', max: 120_000 },
  INP: { unit: 'ms', max: 60_000 },
  CLS: { unit: 'score', max: 50 },
} as const;

type FieldTemplate = (typeof FIELD_TEMPLATES)[number];
type FieldDevice = (typeof FIELD_DEVICES)[number];
type FieldMetric = keyof typeof FIELD_METRICS;
export type FieldReport = { template: FieldTemplate; device: FieldDevice; metrics: Partial<Record<FieldMetric, number>> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The report in a body, or why it is refused. Strict: no other keys, at least one metric, each a finite number in
 * its range.
 */
export function parseFieldReport(body: string): { ok: true; report: FieldReport } | { ok: false; problem: string } {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (!isObject(parsed)) return { ok: false, problem: 'notAnObject' };
  if (Object.keys(parsed).some((key) => !['template', 'device', 'metrics'].includes(key))) return { ok: false, problem: 'unknownField' };
  const { template, device, metrics } = parsed;
  if (!FIELD_TEMPLATES.includes(template as FieldTemplate)) return { ok: false, problem: 'unknownTemplate' };
  if (!FIELD_DEVICES.includes(device as FieldDevice)) return { ok: false, problem: 'unknownDevice' };
  if (!isObject(metrics)) return { ok: false, problem: 'noMetrics' };
  const names = Object.keys(metrics);
  if (names.length === 0) return { ok: false, problem: 'noMetrics' };
  const values: Partial<Record<FieldMetric, number>> = {};
  for (const name of names) {
    if (!Object.hasOwn(FIELD_METRICS, name)) return { ok: false, problem: 'unknownMetric' };
    const metric = name as FieldMetric;
    const value = metrics[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > FIELD_METRICS[metric].max) return { ok: false, problem: 'outOfRange' };
    values[metric] = value;
  }
  return { ok: true, report: { template: template as FieldTemplate, device: device as FieldDevice, metrics: values } };
}
