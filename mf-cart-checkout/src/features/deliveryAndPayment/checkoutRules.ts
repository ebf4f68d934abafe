import {
  INQUIRY_PAYMENT_GROUP,
  regionOf,
  type Cart,
  type CurrencyName,
  type Region,
} from '@inercise/shared';
import { shipmentPriceOf } from '../cart/cartTotals';

/** The region of the chosen country (null until one is chosen). */
export function regionOfCountry(country: string): Region | null {
  return country ? regionOf(country) : null;
}

/**
 * docs/product-rules.md#delivery-and-payment: EUR, or a country outside the regions the shop ships to, makes an order
 * for inquiry, not a payment.
 */
export function isInquiry(region: Region | null, currency: CurrencyName): boolean {
  return currency === 'EUR' || region === 'OTHER';
}

/**
 * docs/product-rules.md#delivery-and-payment: the payment chooser shows only for a known region other than OTHER, in
 * PLN.
 */
export function showsPaymentChooser(region: Region | null, currency: CurrencyName): boolean {
  return region !== null && region !== 'OTHER' && currency === 'PLN';
}

/**
 * docs/product-rules.md#delivery-and-payment: outside Poland or in EUR the group is fixed at '999'; for Poland it is
 * cleared until the shopper chooses.
 */
export function paymentGroupAfterRegionChange(region: Region | null, currency: CurrencyName): string {
  if (currency === 'EUR') return INQUIRY_PAYMENT_GROUP;
  return region === null || region === 'POLAND' ? '' : INQUIRY_PAYMENT_GROUP;
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
