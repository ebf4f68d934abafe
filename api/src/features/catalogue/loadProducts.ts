import type { Product, PropertyKind, ProductTypeName } from '@inercise/shared/contracts';
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
 * sale quote): only for reduced products, null otherwise.
 */
export const lowestBeforeReduction = (history: PricePoint[], now: Date): { pln: number; eur: number } | null => {
  const sorted = [...history].sort((a, b) => a.valid_from.getTime() - b.valid_from.getTime());
  const currentIndex = sorted.findLastIndex((p) => p.valid_from <= now);
  if (currentIndex <= 0) return null;
  const start = sorted[currentIndex]!.valid_from.getTime();
  const windowStart = start - 30 * DAY;
  const inWindow = sorted.slice(0, currentIndex).filter((p, i) => {
    const end = sorted[i + 1]!.valid_from.getTime();
    return end > windowStart;
  });
  if (inWindow.length === 0) return null;
  return { pln: Math.min(...inWindow.map((p) => p.price)), eur: Math.min(...inWindow.map((p) => p.price_eur)) };
};

/** Reads the whole catalogue in six queries, in display order. */
export const loadProducts = async (db: Db, now = new Date()): Promise<Product[]> => {
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
  return rows.map((row) => {
    const lowest = row.previous_price > 0 ? lowestBeforeReduction(history.filter((h) => h.product_id === row.id), now) : null;
    return {
      id: row.id,
      name: row.name,
      thumbnail: row.thumbnail,
      currentPrice: toMajor(row.price),
      previousPrice: toMajor(row.previous_price),
      currentPriceEur: toMajor(row.price_eur),
      previousPriceEur: toMajor(row.previous_price_eur),
      lowestPrice30d: lowest ? toMajor(lowest.pln) : null,
      lowestPrice30dEur: lowest ? toMajor(lowest.eur) : null,
      productType: { id: row.type_id, name: row.type_name as ProductTypeName },
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
  });
};
