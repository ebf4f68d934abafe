import {
  currentPriceOf,
  productTypeNames,
  type CurrencyName,
  type Product,
  type ProductType,
  type ProductTypeName,
} from '@inercise/shared';

export interface PriceBounds {
  min: number;
  max: number;
}

export interface ShopFilter {
  /** Selected product types; none selected shows every type. */
  types: ReadonlySet<ProductTypeName>;
  /** The chosen price range, inclusive; null: the whole range. */
  price: PriceBounds | null;
}

/** The slider's ends: the lowest and highest current price in the currency, in whole units (null: no products). */
export function priceBounds(products: readonly Product[], currency: CurrencyName): PriceBounds | null {
  if (products.length === 0) return null;
  const prices = products.map((product) => currentPriceOf(product, currency));
  return { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) };
}

/** The products both filters let through (they intersect), in catalogue order. */
export function filterProducts(products: readonly Product[], filter: ShopFilter, currency: CurrencyName): Product[] {
  return products.filter((product) => {
    if (filter.types.size > 0 && !filter.types.has(product.productType.name)) return false;
    if (!filter.price) return true;
    const price = currentPriceOf(product, currency);
    return price >= filter.price.min && price <= filter.price.max;
  });
}

/** Product types in the spec's display order (INERCISE, COURSE, HANDLE, INERCISE_ACCESSORY), unknown ones last. */
export function inDisplayOrder(types: readonly ProductType[]): ProductType[] {
  const rank = (name: string) => {
    const index = (productTypeNames as readonly string[]).indexOf(name);
    return index === -1 ? productTypeNames.length : index;
  };
  return [...types].sort((a, b) => rank(a.name) - rank(b.name) || a.id - b.id);
}
