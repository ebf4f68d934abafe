/** An e-mail address anywhere inside a text. */
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

const REMOVED = '[removed]';

/** The same JSON value with every e-mail address inside its strings replaced; keys and everything else kept. */
export const scrubEmails = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replace(EMAIL, REMOVED);
  if (Array.isArray(value)) return value.map(scrubEmails);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, scrubEmails(inner)]));
  return value;
};
