/**
 * The one pricing rule of the cart and the order (docs/decisions/0007-integer-money.md), shared by the API and the
 * guest cart in the browser so that both compute the same figures: integers (grosze or cents) from end to end, and
 * major units only at the edges.
 */

export type PriceCurrency = 'PLN' | 'EUR';

/** Minor units (integers in the database) to the API's major-unit numbers, and back. */
export const toMajor = (cents: number): number => Math.round(cents) / 100;
export const toMinor = (major: number): number => Math.round(major * 100);

/** A percentage off, rounded to the minor unit (half up). */
export const applyPercent = (cents: number, percent: number): number => Math.round((cents * (100 - percent)) / 100);

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
export const unitPrice = (product: { currentPrice: number; currentPriceEur: number }, currency: PriceCurrency): number =>
  toMinor(currency === 'EUR' ? product.currentPriceEur : product.currentPrice);

/** What a discount code takes off: a percentage in any currency, or an amount (minor units) in its own currency. */
export type DiscountTerms = { kind: 'PERCENT'; percent: number } | { kind: 'AMOUNT'; amount: number; currency: PriceCurrency };

/** What comes off goods priced in one currency: a percentage, or an amount in minor units. */
export type Reduction = { percent: number } | { amount: number };

/** What a code takes off goods priced in `currency`: nothing for an amount code of the other currency. */
export const reductionIn = (terms: DiscountTerms | null, currency: PriceCurrency): Reduction | null => {
  if (terms === null) return null;
  if (terms.kind === 'PERCENT') return { percent: terms.percent };
  return terms.currency === currency ? { amount: terms.amount } : null;
};

/**
 * Whether a product goes out as a parcel (docs/product-rules.md, "Digital products"): courses do not. An answer
 * without the flag (an older API) ships.
 */
export const productShips = (product: { ships?: boolean | undefined }): boolean => product.ships !== false;

/** The lines delivery is charged for: the parcels only, so courses never add to it. */
export const shippedLines = <T extends { product: { ships?: boolean | undefined } }>(lines: readonly T[]): T[] =>
  lines.filter((line) => productShips(line.product));

/** Whether some line is digital (does not ship): the order then needs the consent to immediate delivery. */
export const hasDigitalLines = (lines: readonly { product: { ships?: boolean | undefined } }[]): boolean =>
  lines.some((line) => !productShips(line.product));

/**
 * The delivery an order of these lines pays: the price of delivering its parcels (`parcelsDelivery`, worked out for
 * `shippedLines(lines)`) when any line ships, and none (null) when only courses are there: a cart of courses only has
 * no delivery at all. An empty cart still shows the region's price, as it did before anything was chosen.
 */
export const deliveryFor = <P>(lines: readonly { product: { ships?: boolean | undefined } }[], parcelsDelivery: P): P | null =>
  lines.length === 0 || shippedLines(lines).length > 0 ? parcelsDelivery : null;

/**
 * The rule itself:
 * - the goods total is the sum of unit price times quantity;
 * - a discount is taken off that total once (not line by line): a percentage rounded half up to the minor unit, an
 *   amount at most down to zero (the goods never cost less than nothing);
 * - delivery is added after the discount and is never discounted.
 * So 9297.00 PLN of goods with 10% off is 8367.30, and with 19.99 of delivery the shopper pays 8387.29.
 */
export const priceLines = (lines: readonly PricedLine[], reduction: Reduction | null, shipment: number | null): Pricing => {
  const original = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
  const discounted = reduction === null ? null : 'percent' in reduction ? applyPercent(original, reduction.percent) : Math.max(0, original - reduction.amount);
  return { original, discounted, shipment, total: (discounted ?? original) + (shipment ?? 0) };
};

/** A cart's figures in both currencies, in minor units. */
export interface CartTotals {
  original: number;
  originalEur: number;
  discounted: number | null;
  discountedEur: number | null;
  shipment: number | null;
  shipmentEur: number | null;
}

/**
 * The cart in both currencies by the rule above. An amount code reduces only the figures of its own currency: the
 * other currency's discounted value stays null. Lines carry their unit prices in minor units.
 */
export const cartTotals = (
  lines: readonly { price: number; priceEur: number; quantity: number }[],
  discount: DiscountTerms | null,
  shipment: { price: number; priceEur: number } | null,
): CartTotals => {
  const pln = priceLines(lines.map((l) => ({ unit: l.price, quantity: l.quantity })), reductionIn(discount, 'PLN'), shipment?.price ?? null);
  const eur = priceLines(lines.map((l) => ({ unit: l.priceEur, quantity: l.quantity })), reductionIn(discount, 'EUR'), shipment?.priceEur ?? null);
  return {
    original: pln.original,
    originalEur: eur.original,
    discounted: pln.discounted,
    discountedEur: eur.discounted,
    shipment: pln.shipment,
    shipmentEur: eur.shipment,
  };
};

/**
 * The goods' figures of a cart as the API answers them (major units), from its lines' products: what the guest
 * cart shows, and what a logged-in shopper's server cart holds for the same lines and code.
 */
export const cartPrices = (
  items: readonly { product: { currentPrice: number; currentPriceEur: number }; quantity: number }[],
  discount: DiscountTerms | null = null,
): { originalPrice: number; originalPriceEur: number; discountedPrice: number | null; discountedPriceEur: number | null } => {
  const totals = cartTotals(
    items.map((item) => ({ price: unitPrice(item.product, 'PLN'), priceEur: unitPrice(item.product, 'EUR'), quantity: item.quantity })),
    discount,
    null,
  );
  const major = (cents: number | null) => (cents === null ? null : toMajor(cents));
  return {
    originalPrice: toMajor(totals.original),
    originalPriceEur: toMajor(totals.originalEur),
    discountedPrice: major(totals.discounted),
    discountedPriceEur: major(totals.discountedEur),
  };
};

/** A line's price (unit price times quantity) in major units, computed in minor units. */
export const linePrice = (item: { product: { currentPrice: number; currentPriceEur: number }; quantity: number }, currency: PriceCurrency): number =>
  toMajor(unitPrice(item.product, currency) * item.quantity);

/**
 * One weight band of a region's delivery: a parcel weighing up to `upToGrams` costs `price` (PLN) or `priceEur`
 * (EUR), in minor units.
 */
export interface WeightBand {
  upToGrams: number;
  price: number;
  priceEur: number;
}

/** The heaviest parcel a courier takes (grams): the heaviest band the owner may set. */
export const MAX_PARCEL_GRAMS = 1_000_000;

/**
 * The delivery rule, shared by the cart, the checkout and the order: in minor units of `currency`, null when the
 * region has no bands (no direct shipping there).
 * - the goods' weight is the sum of each line's shipping weight times its quantity (lines that do not ship weigh 0);
 * - what the heaviest band takes goes as one parcel at its price, as many times as needed, and the rest (or the
 *   whole, when it fits) is priced by the lightest band it fits in.
 * So with bands up to 30 kg at 19.99, one 0.9 kg handle costs 19.99 and four 21 kg sets (84 kg) three parcels, 59.97.
 */
export const shipmentByWeight = (
  lines: readonly { weight: number; quantity: number }[],
  bands: readonly WeightBand[],
  currency: PriceCurrency,
): number | null => {
  if (bands.length === 0) return null;
  const sorted = [...bands].sort((a, b) => a.upToGrams - b.upToGrams);
  const heaviest = sorted[sorted.length - 1]!;
  const priceOf = (band: WeightBand) => (currency === 'EUR' ? band.priceEur : band.price);
  const weight = lines.reduce((sum, line) => sum + Math.max(0, line.weight) * line.quantity, 0);
  const fullParcels = weight > heaviest.upToGrams ? Math.ceil(weight / heaviest.upToGrams) - 1 : 0;
  const rest = weight - fullParcels * heaviest.upToGrams;
  const restBand = sorted.find((band) => band.upToGrams >= rest) ?? heaviest;
  return fullParcels * priceOf(heaviest) + priceOf(restBand);
};
