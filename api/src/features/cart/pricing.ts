import type { Product } from '@inercise/shared/contracts';
import { applyPercent, toMinor } from '../../money.ts';

export type PriceCurrency = 'PLN' | 'EUR';

/** A line to price: its unit price in minor units and how many. */
export interface PricedLine {
  unit: number;
  quantity: number;
}

/** What a cart or an order costs, every amount in minor units (grosze or cents). */
export interface Pricing {
  /** The goods at their current prices. */
  original: number;
  /** The goods after the discount; null without one. */
  discounted: number | null;
  /** The delivery to the chosen region; null while none is chosen. */
  shipment: number | null;
  /** What the shopper pays: the goods (discounted when there is a discount) plus the delivery. */
  total: number;
}

/** A product's current price in one currency, in minor units. */
export const unitPrice = (product: Pick<Product, 'currentPrice' | 'currentPriceEur'>, currency: PriceCurrency): number =>
  toMinor(currency === 'EUR' ? product.currentPriceEur : product.currentPrice);

/**
 * The one pricing rule of the cart and the order, in integers from end to end:
 * - the goods total is the sum of unit price times quantity;
 * - a discount is taken off that total once (not line by line), rounded half up to the minor unit;
 * - delivery is added after the discount and is never discounted.
 * So 9297.00 PLN of goods with 10% off is 8367.30, and with 19.99 of delivery the shopper pays 8387.29.
 */
export const priceLines = (lines: PricedLine[], percent: number | null, shipment: number | null): Pricing => {
  const original = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  const discounted = percent === null ? null : applyPercent(original, percent);
  return { original, discounted, shipment, total: (discounted ?? original) + (shipment ?? 0) };
};
