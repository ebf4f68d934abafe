import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { bumpCatalogueVersion } from './catalogueCache.ts';

/**
 * Runs a change of the catalogue and bumps its version in one transaction: every replica's cache sees the
 * new data and the new version together (within a second, see CatalogueCache), never one without the other.
 */
export const changeCatalogue = <T>(db: Db, change: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.transaction().execute(async (trx) => {
    const result = await change(trx);
    await bumpCatalogueVersion(trx);
    return result;
  });

/**
 * A product's new current prices (minor units). Recorded in its price history too, which the lowest price of
 * the last 30 days is computed from. The crossed-out previous price is a separate decision and stays.
 */
export const changeProductPrice = (db: Db, productId: number, prices: { price: number; priceEur: number }): Promise<void> =>
  changeCatalogue(db, async (trx) => {
    const updated = await trx.updateTable('product').set({ price: prices.price, price_eur: prices.priceEur, updated_at: sql<Date>`now()` }).where('id', '=', productId).executeTakeFirst();
    // Thrown inside the transaction: nothing is written and the version stays.
    if (updated.numUpdatedRows === 0n) throw new Error(`no product ${productId}`);
    await trx.insertInto('price_history').values({ product_id: productId, price: prices.price, price_eur: prices.priceEur, valid_from: sql<Date>`now()` }).execute();
  });
