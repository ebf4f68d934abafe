import { regionOf, type Cart, type CurrencyName, type Region } from '@inercise/shared';
import { shipmentPriceOf } from '../cart/cartTotals';

/**
 * The region of the chosen country (null until one is chosen). What the region means for the payment (inquiry, chooser,
 * group) is @inercise/shared's checkout payment rule, the one the API applies too.
 */
export function regionOfCountry(country: string): Region | null {
  return country ? regionOf(country) : null;
}

export type DeliveryPriceLine =
  | { kind: 'selectCountry' }
  | { kind: 'notAvailable' }
  | { kind: 'price'; amount: number; currency: CurrencyName };

/**
 * docs/product-rules.md#delivery-and-payment: 'select country' without a country; 'not available' for OTHER or no
 * price; else the price and currency.
 */
export function deliveryPriceLine(region: Region | null, cart: Cart, currency: CurrencyName): DeliveryPriceLine {
  if (region === null) return { kind: 'selectCountry' };
  const amount = shipmentPriceOf(cart, currency);
  if (region === 'OTHER' || amount === null) return { kind: 'notAvailable' };
  return { kind: 'price', amount, currency };
}
