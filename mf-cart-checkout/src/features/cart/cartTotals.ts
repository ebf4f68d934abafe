import { roundMoney, type Cart, type CurrencyName } from '@inercise/shared';

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
