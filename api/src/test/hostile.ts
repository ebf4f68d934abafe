import fc from 'fast-check';

/** Strings that have broken web applications: SQL, HTML, path tricks, control and odd unicode. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "1; DROP TABLE app_user; --",
  "Robert'); DELETE FROM shop_order;--",
  '$1',
  '%s%s%s%n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\uFEFF\u202Eevil',
  '\uD800',
  'Zażółć gęślą jaźń',
  '𝕴𝖓𝖊𝖗𝖈𝖎𝖘𝖊 🏋️‍♀️',
  'ﷺ'.repeat(50),
  '٣',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '  7 ',
  'null',
  'undefined',
  'true',
  '{"__proto__":{"admin":true}}',
  'x'.repeat(5_000),
];

export const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 2_000 }),
);

/** Numbers a quantity or id must not be: negative, fractional, zero, huge, not finite (sent as JSON). */
export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, -0.5, 0.5, 1.5, 100, 2 ** 31, 2 ** 53 + 1, -(2 ** 31), 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a wrong or hostile kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber, fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'value'), fc.string({ maxLength: 8 })), fc.oneof(hostileString, hostileNumber), { maxKeys: 3 }),
);

/** Lone surrogates replaced by U+FFFD, as a browser's URL encoder does. */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Percent escapes no UTF-8 decoder accepts: a lone surrogate, an overlong slash, cut or bad escapes. */
const BROKEN_ESCAPES = ['%', '%ZZ', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF%FE', '%00'];

/**
 * A path segment: hostile text, wrong numbers or unknown ids, URL-encoded as a client would send it
 * (lone surrogates made well-formed: encodeURIComponent refuses them), or broken escapes as they are.
 */
export const hostileSegment = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(hostileString.filter((s) => s.length > 0 && s.length < 180), hostileNumber.map(String), fc.integer({ min: 100_000, max: 2 ** 31 - 1 }).map(String)).map((s) => encodeURIComponent(wellFormed(s))) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
);

/** A valid example body with one field replaced by a hostile value, dropped, or an extra field added. */
export const mutated = (example: Record<string, unknown>): fc.Arbitrary<unknown> => {
  const keys = Object.keys(example);
  return fc.oneof(
    fc.record({ key: fc.constantFrom(...keys), value: hostileValue }).map(({ key, value }) => ({ ...example, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...example };
      delete copy[key];
      return copy;
    }),
    hostileValue,
  );
};

type Step = string | number;

/** Every place a value sits in a JSON example, however deep: object keys and array indexes. */
const placesIn = (value: unknown, at: Step[] = []): Step[][] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...at, index], ...placesIn(item, [...at, index])]);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...placesIn(item, [...at, key])]);
  return [];
};

/** A copy of `value` with the place at `path` given `replacement`, or taken out when `replacement` is `drop`. */
const changedAt = (value: unknown, path: Step[], replacement: { value: unknown } | 'drop'): unknown => {
  const [step, ...rest] = path;
  if (step === undefined) return replacement === 'drop' ? undefined : replacement.value;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === 'drop') copy.splice(Number(step), 1);
    else copy[Number(step)] = changedAt(copy[Number(step)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === 'drop') delete copy[step];
  else copy[step] = changedAt(copy[step], rest, replacement);
  return copy;
};

/**
 * A nested example (a product with its options, an article's texts by language) spoiled anywhere: one value at any
 * depth replaced by a hostile one or left out, or the top-level spoils of `mutated`.
 */
export const mutatedDeep = (example: Record<string, unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    mutated(example),
    fc
      .record({ path: fc.constantFrom(...placesIn(example)), value: hostileValue, drop: fc.boolean() })
      .map(({ path, value, drop }) => changedAt(example, path, drop ? 'drop' : { value })),
  );

/**
 * Days a date field or filter must survive: years the database has not (0) or reads back wrong (before 100), days
 * that do not exist, and any moment written as JavaScript writes it (six-digit and negative years too).
 */
export const hostileDay = fc.oneof(
  fc.constantFrom('0000-01-01', '0001-01-01', '0099-12-31', '1899-12-31', '1900-01-01', '1970-01-01', '2024-02-29', '2025-02-29', '2026-13-01', '9999-12-31', '10000-01-01'),
  fc.date({ noInvalidDate: true }).map((moment) => moment.toISOString().slice(0, moment.toISOString().indexOf('T'))),
);

/** Ids past what a database integer holds either way, the largest that fits, and any hostile number. */
export const hostileId = fc.oneof(hostileNumber, fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1));
