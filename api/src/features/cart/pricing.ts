import type { DiscountTerms } from '@inercise/contracts/domain/pricing';

// The rule itself is the contracts' (the guest cart in the browser prices by it too); here only what reads the
// database's rows.
export { deliveryFor, hasDigitalLines, priceLines, reductionIn, shipmentByWeight, shippedLines, unitPrice, type DiscountTerms, type PriceCurrency, type Pricing } from '@inercise/contracts/domain/pricing';

/** A discount row's terms; null when the row is not a usable code (no discount joined, or a broken row). */
export const termsOf = (row: { kind: string | null; percent: number | null; amount: number | null; currency: string | null }): DiscountTerms | null => {
  if (row.kind === 'PERCENT' && row.percent !== null) return { kind: 'PERCENT', percent: row.percent };
  if (row.kind === 'AMOUNT' && row.amount !== null && (row.currency === 'PLN' || row.currency === 'EUR')) return { kind: 'AMOUNT', amount: row.amount, currency: row.currency };
  return null;
};
