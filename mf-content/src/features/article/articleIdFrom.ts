/** The id of `?id=`: a positive whole number, or null for anything else (which is shown as not found). */
export function articleIdFrom(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
