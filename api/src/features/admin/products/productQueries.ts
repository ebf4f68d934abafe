import type { Transaction } from 'kysely';
import type { AdminProduct, AdminProductRow } from '@inercise/contracts/admin';
import type { Page, ProductTypeName, PropertyKind } from '@inercise/contracts';
import type { Db } from '../../../db/database.ts';
import type { DB } from '../../../db/schema.ts';
import { lowestBeforeReduction } from '../../catalogue/loadProducts.ts';
import { pageOf } from '../paging.ts';

type Reader = Db | Transaction<DB>;

export interface ProductFilter {
  q?: string | undefined;
  type?: ProductTypeName | undefined;
  page: number;
  size: number;
}

/** Letters as a search compares them: small, without accents ("Łódź" and "lodz" meet), in any language. */
const searchable = (text: string) =>
  text
    .toLocaleLowerCase('pl')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l');

/**
 * One page of the products, hidden ones too, in the shop's order; `q` finds a piece of either name or the key. The
 * catalogue is a few dozen rows, so the search runs here, where every language's letters fold the same way.
 */
export const listAdminProducts = async (db: Db, filter: ProductFilter): Promise<Page<AdminProductRow>> => {
  let query = db
    .selectFrom('product')
    .innerJoin('product_type', 'product_type.id', 'product.product_type_id')
    .select([
      'product.id',
      'product.name',
      'product.name_en',
      'product.name_pl',
      'product.thumbnail',
      'product.price',
      'product.previous_price',
      'product.price_eur',
      'product.previous_price_eur',
      'product.hidden',
      'product_type.id as type_id',
      'product_type.name as type_name',
    ])
    .orderBy('product.position')
    .orderBy('product.id');
  if (filter.type) query = query.where('product_type.name', '=', filter.type);
  const wanted = filter.q ? searchable(filter.q) : null;
  const rows = (await query.execute()).filter((row) => wanted === null || [row.name, row.name_en, row.name_pl].some((text) => searchable(text).includes(wanted)));
  const content = rows.slice(filter.page * filter.size, (filter.page + 1) * filter.size).map(
    (row): AdminProductRow => ({
      id: row.id,
      key: row.name,
      nameEn: row.name_en,
      namePl: row.name_pl,
      productType: { id: row.type_id, name: row.type_name as ProductTypeName },
      thumbnail: row.thumbnail,
      price: row.price,
      previousPrice: row.previous_price,
      priceEur: row.price_eur,
      previousPriceEur: row.previous_price_eur,
      hidden: row.hidden,
    }),
  );
  return pageOf(content, rows.length, filter);
};

/** A product as the owner edits it, hidden or not; undefined when there is none. */
export const loadAdminProduct = async (db: Reader, id: number, now = new Date()): Promise<AdminProduct | undefined> => {
  const row = await db
    .selectFrom('product')
    .innerJoin('product_type', 'product_type.id', 'product.product_type_id')
    .selectAll('product')
    .select(['product_type.name as type_name'])
    .where('product.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [images, properties, values, specs, history] = await Promise.all([
    db.selectFrom('product_image').select(['image', 'thumbnail']).where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
    db.selectFrom('product_property').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('property_value')
      .innerJoin('product_property', 'product_property.id', 'property_value.property_id')
      .selectAll('property_value')
      .where('product_property.product_id', '=', id)
      .orderBy('property_value.position')
      .orderBy('property_value.id')
      .execute(),
    db.selectFrom('specification_item').select(['id', 'key', 'value']).where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
    db.selectFrom('price_history').select(['price', 'price_eur', 'valid_from']).where('product_id', '=', id).execute(),
  ]);
  // As the shop computes it (catalogue/loadProducts.ts): only a reduced product shows one.
  const lowest = row.previous_price > 0 ? lowestBeforeReduction(history, now) : null;
  return {
    id: row.id,
    key: row.name,
    texts: { en: { name: row.name_en, description: row.description_en }, pl: { name: row.name_pl, description: row.description_pl } },
    productType: { id: row.product_type_id, name: row.type_name as ProductTypeName },
    price: row.price,
    previousPrice: row.previous_price,
    priceEur: row.price_eur,
    previousPriceEur: row.previous_price_eur,
    lowestPrice30d: lowest?.pln ?? null,
    lowestPrice30dEur: lowest?.eur ?? null,
    vatRate: row.vat_rate,
    shippingWeight: row.shipping_weight,
    hidden: row.hidden,
    ships: row.ships,
    thumbnail: row.thumbnail,
    images,
    options: properties.map((property) => ({
      id: property.id,
      kind: property.kind as PropertyKind,
      name: property.name,
      values: values
        .filter((value) => value.property_id === property.id)
        .map((value) => ({ id: value.id, value: value.value, available: value.available, daysToShip: value.days_to_ship })),
    })),
    specification: specs,
  };
};
