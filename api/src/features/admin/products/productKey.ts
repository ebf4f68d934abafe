import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** Top-level keys of the "products" namespace that are no product's: a product named so would shadow them. */
const RESERVED = new Set(['spec', 'specValue', 'propertyType', 'option', 'productType']);

/** "Training bar Pro (2)" → "training-bar-pro-2": small ASCII letters, digits and dashes, at most 50 characters. */
const slugOf = (name: string): string => {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 50)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'product' : slug;
};

/**
 * A new product's key, from its English name: readable in carts, orders and the audit log, and unique ("bar-2" when
 * "bar" is taken). Run inside the catalogue's write lock, so no other product takes it before the insert.
 */
export const newProductKey = async (trx: Transaction<DB>, englishName: string): Promise<string> => {
  const base = slugOf(englishName);
  const taken = new Set((await trx.selectFrom('product').select('name').where('name', 'like', `${base}%`).execute()).map((row) => row.name));
  for (let suffix = 1; ; suffix += 1) {
    const key = suffix === 1 ? base : `${base}-${suffix}`;
    if (!taken.has(key) && !RESERVED.has(key)) return key;
  }
};
