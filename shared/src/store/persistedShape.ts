/**
 * Guards for what comes back from localStorage: an older release, another site on the same origin or a
 * hand-edited value must not crash the page, so anything of the wrong shape is dropped for a clean start.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nullableString = (v: unknown) => v === null || v === undefined || typeof v === 'string';
const nullableNumber = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isFinite(v));

export function isAuthShape(value: unknown): boolean {
  return isRecord(value) && nullableString(value.accessToken) && nullableString(value.email) && (value.user === null || value.user === undefined || isRecord(value.user));
}

export function isCurrencyShape(value: unknown): boolean {
  return isRecord(value) && (value.selected === 'PLN' || value.selected === 'EUR') && Array.isArray(value.list);
}

export function isCartShape(value: unknown): boolean {
  if (!isRecord(value) || !Array.isArray(value.cartItems)) return false;
  const itemsOk = value.cartItems.every(
    (item) =>
      isRecord(item) &&
      typeof item.id === 'number' &&
      typeof item.quantity === 'number' &&
      item.quantity >= 1 &&
      Array.isArray(item.selectedProperties) &&
      isRecord(item.product) &&
      typeof item.product.id === 'number' &&
      typeof item.product.currentPrice === 'number' &&
      typeof item.product.currentPriceEur === 'number',
  );
  return (
    itemsOk &&
    nullableNumber(value.id) &&
    typeof value.originalPrice === 'number' &&
    typeof value.originalPriceEur === 'number' &&
    nullableNumber(value.shipmentPrice) &&
    nullableNumber(value.shipmentPriceEur)
  );
}
