import { regionOf, type Cart, type CurrencyName, type Region } from '@inercise/shared';
import { productShips } from '@inercise/shared/pricing';
import { shipmentPriceOf } from '../cart/cartTotals';

/**
 * The region of the chosen country (null until one is chosen). What the region means for the payment (inquiry, chooser,
 * group) is @inercise/shared's checkout payment rule, the one the API applies too.
 */
export function regionOfCountry(country: string): Region | null {
  return country ? regionOf(country) : null;
}

export type DeliveryPriceLine =
  | { kind: 'none' }
  | { kind: 'selectCountry' }
  | { kind: 'notAvailable' }
  | { kind: 'price'; amount: number; currency: CurrencyName };

/**
 * docs/product-rules.md#delivery-and-payment: 'none' for a cart of courses only (nothing ships: no delivery at all,
 * "Digital products"); 'select country' without a country; 'not available' for OTHER or no price; else the price and
 * currency.
 */
export function deliveryPriceLine(region: Region | null, cart: Cart, currency: CurrencyName): DeliveryPriceLine {
  if (!cartShips(cart)) return { kind: 'none' };
  if (region === null) return { kind: 'selectCountry' };
  const amount = shipmentPriceOf(cart, currency);
  if (region === 'OTHER' || amount === null) return { kind: 'notAvailable' };
  return { kind: 'price', amount, currency };
}

/** Whether anything in the cart goes out as a parcel; an empty cart is taken as shipping (nothing to say yet). */
export function cartShips(cart: Cart): boolean {
  return cart.cartItems.length === 0 || cart.cartItems.some((item) => productShips(item.product));
}

/** Whether the cart holds a course (a product that does not ship): its order needs the consent to immediate delivery. */
export function cartHasCourses(cart: Cart): boolean {
  return cart.cartItems.some((item) => !productShips(item.product));
}
