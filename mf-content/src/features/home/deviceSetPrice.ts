import type { CurrencyName, Slugs } from '@inercise/shared';

/**
 * docs/product-rules.md#catalogue-and-prices: the home page shows the device set at a fixed price, whatever the
 * catalogue says.
 */
export const DEVICE_SET_PRICE: Record<CurrencyName, number> = { PLN: 8499, EUR: 1999 };

/** The device set is product 1 (docs/product-rules.md#catalogue-and-prices). */
export const DEVICE_SET_ID = 1;

/**
 * The device set's readable addresses: its names' slugs ("Inercise device set", "Zestaw Inercise"). Should the owner
 * rename it, its page sends these on to the new ones.
 */
export const DEVICE_SET_SLUGS: Slugs = { en: 'inercise-device-set', pl: 'zestaw-inercise' };
