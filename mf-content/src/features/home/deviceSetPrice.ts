import type { CurrencyName } from '@inercise/shared';

/**
 * docs/product-rules.md#catalogue-and-prices: the home page shows the device set at a fixed price, whatever the
 * catalogue says.
 */
export const DEVICE_SET_PRICE: Record<CurrencyName, number> = { PLN: 8499, EUR: 1999 };

/** The device set is product 1 (docs/product-rules.md#catalogue-and-prices). */
export const DEVICE_SET_ID = 1;
