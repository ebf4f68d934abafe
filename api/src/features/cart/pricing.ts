import type { Product } from '@inercise/contracts';
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

/** What a discount code takes off: a percentage in any currency, or an amount (minor units) in its own currency. */
export type DiscountTerms = { kind: 'PERCENT'; percent: number } | { kind: 'AMOUNT'; amount: number; currency: PriceCurrency };

/** What comes off goods priced in one currency: a percentage, or an amount in minor units. */
export type Reduction = { percent: number } | { amount: number };

/** A discount row's terms; null when the row is not a usable code (no discount joined, or a broken row). */
export const termsOf = (row: { kind: string | null; percent: number | null; amount: number | null; currency: string | null }): DiscountTerms | null => {
  if (row.kind === 'PERCENT' && row.percent !== null) return { kind: 'PERCENT', percent: row.percent };
  if (row.kind === 'AMOUNT' && row.amount !== null && (row.currency === 'PLN' || row.currency === 'EUR')) return { kind: 'AMOUNT', amount: row.amount, currency: row.currency };
  return null;
};

/** What a code takes off goods priced in `currency`: nothing for an amount code of the other currency. */
export const reductionIn = (terms: DiscountTerms | null, currency: PriceCurrency): Reduction | null => {
  if (terms === null) return null;
  if (terms.kind === 'PERCENT') return { percent: terms.percent };
  return terms.currency === currency ? { amount: terms.amount } : null;
};

/**
 * The one pricing rule of the cart and the order, in integers from end to end:
 * - the goods total is the sum of unit price times quantity;
 * - a discount is taken off that total once (not line by line): a percentage rounded half up to the minor unit, an
 *   amount at most down to zero (the goods never cost less than nothing);
 * - delivery is added after the discount and is never discounted.
 * So 9297.00 PLN of goods with 10% off is 8367.30, and with 19.99 of delivery the shopper pays 8387.29.
 */
export const priceLines = (lines: PricedLine[], reduction: Reduction | null, shipment: number | null): Pricing => {
  const original = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  const discounted = reduction === null ? null : 'percent' in reduction ? applyPercent(original, reduction.percent) : Math.max(0, original - reduction.amount);
  return { original, discounted, shipment, total: (discounted ?? original) + (shipment ?? 0) };
};
