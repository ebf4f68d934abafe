/** One field a change touched: its value before and after (undefined where the entity did not have it). */
export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose values differ between before and after, in the order they first appear. Fields that stayed the
 * same (kept in the entry to say which entity it was, such as the account's e-mail) are left out.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangedField[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.filter((field) => !same(before?.[field], after?.[field])).map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** A value as text: strings as they are, anything else as JSON; missing ones as null. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
