import {
  discSizes,
  type Product,
  type ProductProperty,
  type PropertyKind,
  type PropertyValue,
  type SelectedProperty,
} from '@inercise/shared';

/** The chosen value id of each property kind the shopper picked (property id → value id). */
export type Selection = Readonly<Record<number, number>>;

/**
 * docs/product-rules.md#product-options: the first available value of each group is preselected; a group with none
 * stays empty.
 */
export function initialSelection(product: Product): Selection {
  const selection: Record<number, number> = {};
  for (const property of product.properties) {
    const first = property.values.find((value) => value.available);
    if (first) selection[property.id] = first.id;
  }
  return selection;
}

/** One choice per kind, and only an available value: anything else leaves the selection as it was. */
export function choose(selection: Selection, property: ProductProperty, value: PropertyValue): Selection {
  if (!value.available || !property.values.some((candidate) => candidate.id === value.id)) return selection;
  return { ...selection, [property.id]: value.id };
}

/** The chosen value of each property that has one, in the product's property order. */
function chosenValues(product: Product, selection: Selection): { property: ProductProperty; value: PropertyValue }[] {
  return product.properties.flatMap((property) => {
    const value = property.values.find((candidate) => candidate.id === selection[property.id] && candidate.available);
    return value ? [{ property, value }] : [];
  });
}

/** What the cart contract takes: the chosen values with their kind. */
export function selectedProperties(product: Product, selection: Selection): SelectedProperty[] {
  return chosenValues(product, selection).map(({ property, value }) => ({
    id: value.id,
    value: value.value,
    propertyType: { name: property.propertyType.name },
  }));
}

/**
 * docs/product-rules.md#product-options: the delivery time is the largest daysToShip of the chosen values; null when
 * none is chosen.
 */
export function deliveryDays(product: Product, selection: Selection): number | null {
  const chosen = chosenValues(product, selection);
  return chosen.length === 0 ? null : Math.max(...chosen.map(({ value }) => value.daysToShip));
}

/**
 * docs/product-rules.md#product-options: add to cart needs at least one chosen option, unless the product has none to
 * choose.
 */
export function canAddToCart(product: Product, selection: Selection): boolean {
  return product.properties.length === 0 || chosenValues(product, selection).length > 0;
}

/**
 * Whether the product can be bought at all: what the page offers before the shopper chooses anything (the first
 * available value of each kind) is enough to add it to the cart. A product whose every option kind has no
 * available value cannot be (it is out of stock); one without options always can.
 */
export function isPurchasable(product: Product): boolean {
  return canAddToCart(product, initialSelection(product));
}

const discKinds: readonly PropertyKind[] = ['INERDYSK_SIZE', 'INERDYSK_ONE_SIZE_INERCISE_SET', 'INERDYSK_TWO_SIZE_INERCISE_SET'];

/**
 * Disc values 5, 10, 25 and 50 each get their own style (docs/product-rules.md#product-options); null for any other
 * value.
 */
export function discSizeOf(kind: PropertyKind, value: string): (typeof discSizes)[number] | null {
  if (!discKinds.includes(kind)) return null;
  return (discSizes as readonly string[]).includes(value) ? (value as (typeof discSizes)[number]) : null;
}

/** Kinds that carry the size guide's height rule (S/M up to 176 cm, L/XL from 177 cm). */
export function hasSizeGuide(kind: PropertyKind): boolean {
  return kind === 'SIZE' || kind === 'BELT_SIZE_INERCISE_SET';
}
