import type { Product, PropertyKind, ProductTypeName } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';
import { toMajor } from '../../money.ts';

const DAY = 24 * 3600 * 1000;

interface PricePoint {
  price: number;
  price_eur: number;
  valid_from: Date;
}

/**
 * The lowest price of the 30 days before the current price took effect (the Omnibus rule the terms of
 * sale quote): only for reduced products, null otherwise. A product offered reduced from its first day (the owner
 * created it with a previous price) has had no other price: its lowest is the current one.
 */
export const lowestBeforeReduction = (history: PricePoint[], now: Date): { pln: number; eur: number } | null => {
  const sorted = [...history].sort((a, b) => a.valid_from.getTime() - b.valid_from.getTime());
  const currentIndex = sorted.findLastIndex((p) => p.valid_from <= now);
  if (currentIndex < 0) return null;
  if (currentIndex === 0) return { pln: sorted[0]!.price, eur: sorted[0]!.price_eur };
  const start = sorted[currentIndex]!.valid_from.getTime();
  const windowStart = start - 30 * DAY;
  const inWindow = sorted.slice(0, currentIndex).filter((p, i) => {
    const end = sorted[i + 1]!.valid_from.getTime();
    return end > windowStart;
  });
  if (inWindow.length === 0) return null;
  return { pln: Math.min(...inWindow.map((p) => p.price)), eur: Math.min(...inWindow.map((p) => p.price_eur)) };
};

/** The catalogue as shoppers see it, and the products the owner hid from them (still in carts and orders). */
export interface LoadedCatalogue {
  products: Product[];
  hidden: Product[];
  /** Each product's shipping weight in grams (hidden ones too: they may still sit in carts). */
  weights: Map<number, number>;
}

/** Reads the whole catalogue, hidden products apart, in six queries, in display order. */
export const loadCatalogue = async (db: Db, now = new Date()): Promise<LoadedCatalogue> => {
  const [rows, images, properties, values, specs, history] = await Promise.all([
    db
      .selectFrom('product')
      .innerJoin('product_type', 'product_type.id', 'product.product_type_id')
      .select([
        'product.id',
        'product.name',
        'product.thumbnail',
        'product.price',
        'product.previous_price',
        'product.price_eur',
        'product.previous_price_eur',
        'product.vat_rate',
        'product.name_en',
        'product.name_pl',
        'product.description_en',
        'product.description_pl',
        'product.hidden',
        'product.ships',
        'product.shipping_weight',
        'product.slug_en',
        'product.slug_pl',
        'product_type.id as type_id',
        'product_type.name as type_name',
      ])
      .orderBy('product.position')
      .orderBy('product.id')
      .execute(),
    db.selectFrom('product_image').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('product_property').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('property_value').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('specification_item').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('price_history').selectAll().execute(),
  ]);
  const all = rows.map((row) => {
    const lowest = row.previous_price > 0 ? lowestBeforeReduction(history.filter((h) => h.product_id === row.id), now) : null;
    const product: Product = {
      id: row.id,
      name: row.name,
      // A product without the owner's texts (none written yet) is named by its key's translations.
      ...(row.name_en === '' ? {} : { texts: { en: { name: row.name_en, description: row.description_en }, pl: { name: row.name_pl, description: row.description_pl } } }),
      slugs: { en: row.slug_en, pl: row.slug_pl },
      thumbnail: row.thumbnail,
      currentPrice: toMajor(row.price),
      previousPrice: toMajor(row.previous_price),
      currentPriceEur: toMajor(row.price_eur),
      previousPriceEur: toMajor(row.previous_price_eur),
      lowestPrice30d: lowest ? toMajor(lowest.pln) : null,
      lowestPrice30dEur: lowest ? toMajor(lowest.eur) : null,
      vatRate: row.vat_rate,
      productType: { id: row.type_id, name: row.type_name as ProductTypeName },
      ships: row.ships,
      productImages: images.filter((i) => i.product_id === row.id).map((i) => ({ image: i.image, thumbnail: i.thumbnail })),
      properties: properties
        .filter((p) => p.product_id === row.id)
        .map((p) => ({
          id: p.id,
          name: p.name,
          propertyType: { name: p.kind as PropertyKind },
          values: values
            .filter((v) => v.property_id === p.id)
            .map((v) => ({ id: v.id, value: v.value, available: v.available, daysToShip: v.days_to_ship })),
        })),
      specificationItems: specs.filter((s) => s.product_id === row.id).map((s) => ({ id: s.id, key: s.key, value: s.value })),
    };
    return { product, hidden: row.hidden };
  });
  return {
    products: all.filter((p) => !p.hidden).map((p) => p.product),
    hidden: all.filter((p) => p.hidden).map((p) => p.product),
    weights: new Map(rows.map((row) => [row.id, row.shipping_weight])),
  };
};
