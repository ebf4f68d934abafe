import { STANDARD_VAT_RATE, roundMoney, vatBreakdown, type Cart, type CurrencyName, type VatPart } from '@inercise/shared';

// The totals the cart page, the mini cart and checkout show. The server computes them (docs/product-rules.md#cart);
// these only pick the chosen currency's figure and add the shipment.

export function originalValue(cart: Cart, currency: CurrencyName): number {
  return currency === 'EUR' ? cart.originalPriceEur : cart.originalPrice;
}

/** The cart's value after discount when there is one, else before. */
export function cartValue(cart: Cart, currency: CurrencyName): number {
  const discounted = currency === 'EUR' ? cart.discountedPriceEur : cart.discountedPrice;
  return discounted ?? originalValue(cart, currency);
}

export function shipmentPriceOf(cart: Cart, currency: CurrencyName): number | null {
  return currency === 'EUR' ? cart.shipmentPriceEur : cart.shipmentPrice;
}

/** Order total: the cart's value (discounted when it is) plus the shipment, in the chosen currency. */
export function orderTotal(cart: Cart, currency: CurrencyName): number {
  return roundMoney(cartValue(cart, currency) + (shipmentPriceOf(cart, currency) ?? 0));
}

/** Major units to minor (grosze, cents), as the VAT breakdown counts. */
const minor = (amount: number): number => Math.round(amount * 100);

/**
 * The VAT in what the shopper pays, per rate (docs/product-rules.md, "VAT"), in minor units: the orderable lines at
 * their products' rates, less the discount, plus the delivery when it is priced and `withShipment`. The API's order
 * is split the same way (vatBreakdown of the contracts), so the amounts agree to the grosz.
 */
export function cartVatParts(cart: Cart, currency: CurrencyName, withShipment: boolean): VatPart[] {
  const lines = cart.cartItems
    .filter((item) => !item.unavailable)
    .map((item) => ({
      unit: minor(currency === 'EUR' ? item.product.currentPriceEur : item.product.currentPrice),
      quantity: item.quantity,
      rate: item.product.vatRate ?? STANDARD_VAT_RATE,
    }));
  const discounted = currency === 'EUR' ? cart.discountedPriceEur : cart.discountedPrice;
  const shipment = withShipment ? shipmentPriceOf(cart, currency) : null;
  return vatBreakdown({ lines, discounted: discounted === null ? null : minor(discounted), shipment: shipment === null ? null : minor(shipment) });
}
