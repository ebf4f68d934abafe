/**
 * The first day the back office takes: publication days, discount codes' windows, the orders' filters. PostgreSQL
 * has no year 0, and a stored moment of a year before 100 is read back as 19xx or 20xx, so an earlier day could be
 * neither kept nor shown as typed; nothing of the shop is older than this.
 */
export const ADMIN_FIRST_DAY = '1900-01-01';

/** A calendar day, YYYY-MM-DD, that exists (2025-02-30 does not: it parses as 2 March), from ADMIN_FIRST_DAY on. */
export function isAdminDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text && text >= ADMIN_FIRST_DAY;
}
