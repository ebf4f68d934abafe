import { cachedLoader, callEndpoint, type Product, type Slugs } from '@inercise/shared';

/** The device set is product 1 (docs/product-rules.md#catalogue-and-prices). */
export const DEVICE_SET_ID = 1;

/**
 * The device set's readable addresses: its names' slugs ("Inercise device set", "Zestaw Inercise"). Should the owner
 * rename it, its page sends these on to the new ones.
 */
export const DEVICE_SET_SLUGS: Slugs = { en: 'inercise-device-set', pl: 'zestaw-inercise' };

/** What the home page shows of the set: its prices as the catalogue has them, a reduction with its 30-day lowest. */
export type DeviceSetPrices = Pick<
  Product,
  'currentPrice' | 'previousPrice' | 'currentPriceEur' | 'previousPriceEur' | 'lowestPrice30d' | 'lowestPrice30dEur'
>;

const PRICE_KEYS = ['currentPrice', 'previousPrice', 'currentPriceEur', 'previousPriceEur', 'lowestPrice30d', 'lowestPrice30dEur'] as const;

const deviceSetPricesOf = (product: DeviceSetPrices): DeviceSetPrices => ({
  currentPrice: product.currentPrice,
  previousPrice: product.previousPrice,
  currentPriceEur: product.currentPriceEur,
  previousPriceEur: product.previousPriceEur,
  lowestPrice30d: product.lowestPrice30d,
  lowestPrice30dEur: product.lowestPrice30dEur,
});

/** Prices read back from JSON (the first screen's hand-over): every one a number (the lowest ones may be null), else null. */
export function readDeviceSetPrices(value: unknown): DeviceSetPrices | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const ok = PRICE_KEYS.every((key) => typeof record[key] === 'number' || (key.startsWith('lowest') && record[key] === null));
  return ok ? deviceSetPricesOf(record as unknown as DeviceSetPrices) : null;
}

/**
 * How long a copy is trusted: a second on the server drawing every shopper's home page (an owner's new price shows
 * on the next page load), a minute in the browser, as the catalog team trusts its catalogue (PRODUCTS_MAX_AGE_MS).
 */
const MAX_AGE_MS = typeof document === 'undefined' ? 1_000 : 60_000;

const prices = cachedLoader<DeviceSetPrices>(async () => {
  // The entry loads when the browser asks itself: the home page's first screen hands the prices over.
  const { product } = await import('@inercise/shared/endpoints/catalogue');
  return deviceSetPricesOf(await callEndpoint(product, { params: { id: DEVICE_SET_ID } }));
}, MAX_AGE_MS);

/** The prices a server render is drawn from (set only while it draws, which is synchronous). */
let inRender: DeviceSetPrices | undefined;

/** The set's prices from the catalogue (GET /products/1). */
export const fetchDeviceSetPrices = (): Promise<DeviceSetPrices> => prices.get();
/** The prices at hand: the server render's, else a fresh enough copy (the first screen's), else none. */
export const peekDeviceSetPrices = (): DeviceSetPrices | undefined => inRender ?? prices.peek();
export const primeDeviceSetPrices = (data: DeviceSetPrices): void => prices.prime(data);
/** For tests: each one asks its own fake API. */
export const forgetDeviceSetPrices = (): void => prices.forget();

/** Draws a server render with the prices fetched for it, whatever the clock says by the time it draws. */
export function drawWithDeviceSetPrices<T>(data: DeviceSetPrices | null, render: () => T): T {
  inRender = data ?? undefined;
  try {
    return render();
  } finally {
    inRender = undefined;
  }
}
