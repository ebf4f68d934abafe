import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/**
 * VAT in the shop's prices (docs/product-rules.md, "VAT"). Every price a shopper sees is gross (VAT included), in
 * integer minor units like the rest of the pricing rule; the VAT in a gross amount is worked out per rate, never
 * per line, so the invoice's totals and the checkout's agree to the grosz.
 */

/** The rates the owner may give a product: Poland's standard rate and its reduced ones. */
export const VAT_RATES = [23, 8, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The rate of a product the owner has not set, and of delivery (a service following the goods' standard rate). */
export const STANDARD_VAT_RATE: VatRate = 23;

export const isVatRate = (value: unknown): value is VatRate => typeof value === 'number' && (VAT_RATES as readonly number[]).includes(value);

/** A product's rate as the owner sets it: one of VAT_RATES, else the back office's `vatRateInvalid`. */
export const VatRateSchema = lazySchema(() => z.int('vatRateInvalid').check(z.refine(isVatRate, 'vatRateInvalid')));

/** The VAT inside a gross amount at one rate, rounded half up to the minor unit. */
export const vatInGross = (gross: number, rate: number): number => Math.round((gross * rate) / (100 + rate));

/** One rate's part of a sale: gross as paid, the VAT in it, and the net. */
export interface VatPart {
  rate: number;
  gross: number;
  vat: number;
  net: number;
}

/** An order's goods and delivery, every amount in minor units. */
export interface VatInput {
  lines: readonly { unit: number; quantity: number; rate: number }[];
  /** The goods after the discount; null without one. */
  discounted: number | null;
  shipment: number | null;
  shipmentRate?: number;
}

/**
 * Splits an order's gross amounts by rate: each rate's goods, less its share of the discount (shared in proportion
 * to the goods, the remainder given to the largest parts so the shares add up exactly), plus the delivery at its rate.
 * Parts are ordered by rate, highest first; a rate with nothing to pay is left out.
 */
export const vatBreakdown = ({ lines, discounted, shipment, shipmentRate = STANDARD_VAT_RATE }: VatInput): VatPart[] => {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.unit * line.quantity);
  const original = [...byRate.values()].reduce((sum, gross) => sum + gross, 0);
  const goods = discounted ?? original;
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  const shares = new Map<number, number>();
  if (original > 0) {
    const exact = rates.map((rate) => ({ rate, value: (byRate.get(rate)! * goods) / original }));
    let left = goods - exact.reduce((sum, { value }) => sum + Math.floor(value), 0);
    for (const { rate, value } of exact) shares.set(rate, Math.floor(value));
    for (const { rate } of [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)))) {
      if (left <= 0) break;
      shares.set(rate, shares.get(rate)! + 1);
      left -= 1;
    }
  }
  if (shipment !== null && shipment > 0) shares.set(shipmentRate, (shares.get(shipmentRate) ?? 0) + shipment);
  return [...shares.entries()]
    .filter(([, gross]) => gross > 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => {
      const vat = vatInGross(gross, rate);
      return { rate, gross, vat, net: gross - vat };
    });
};

/** The sums of a breakdown: what the parts add up to. */
export const vatTotals = (parts: readonly VatPart[]): { gross: number; vat: number; net: number } =>
  parts.reduce((sum, part) => ({ gross: sum.gross + part.gross, vat: sum.vat + part.vat, net: sum.net + part.net }), { gross: 0, vat: 0, net: 0 });
