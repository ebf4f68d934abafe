import { sql, type Transaction } from 'kysely';
import type { AdminProduct, AdminProductChange, AdminProductPayload } from '@inercise/contracts/admin';
import { adminContracts, contracts } from '../../../contracts.ts';
import type { Db } from '../../../db/database.ts';
import type { DB } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { changeCatalogue } from '../../catalogue/catalogueWrites.ts';
import { drawing } from '../../images/drawings.ts';
import { storeImage, unknownImageNames, type PreparedImage } from '../../images/uploadedImages.ts';
import { assignSlugs } from '../../slugs/assignSlugs.ts';
import type { PageSlugs } from '../../slugs/pageSlugs.ts';
import type { BackOfficeActor } from '../access.ts';
import { recordAudit } from '../audit.ts';
import { newProductKey } from './productKey.ts';
import { loadAdminProduct } from './productQueries.ts';

type Trx = Transaction<DB>;

const productNotFound = () => notFound('productNotFound', 'id');

const { ADMIN_PRODUCT_LIMITS } = adminContracts;
const { STANDARD_VAT_RATE } = contracts;

/** The highest id an integer column holds. */
const MAX_ID = 2_147_483_647;

/** What a product is as a payload: its current state, to merge a partial change into and to compare with. */
export const payloadOf = (product: AdminProduct): AdminProductPayload => ({
  texts: product.texts,
  productTypeId: product.productType.id,
  price: product.price,
  previousPrice: product.previousPrice,
  priceEur: product.priceEur,
  previousPriceEur: product.previousPriceEur,
  vatRate: product.vatRate,
  shippingWeight: product.shippingWeight,
  hidden: product.hidden,
  ships: product.ships ?? true,
  images: product.images,
  options: product.options,
  specification: product.specification.map(({ key, value }) => ({ key, value })),
});

/** The built-in drawings are named `<drawing>.webp` (or .svg); uploads by their hash (images/uploadedImages.ts). */
const isDrawing = (name: string) => /\.(webp|svg)$/.test(name) && drawing(name.replace(/\.(webp|svg)$/, '')) !== null;

/**
 * The checks a payload passes only against the database, or only as a whole (a partial change is merged first):
 * the type exists, a previous price is above the current one, pictures exist, each option kind comes once, and the
 * ids of options and values are this product's own, each value under the option it belongs to.
 */
const checkPayload = async (trx: Trx, payload: AdminProductPayload, current: AdminProduct | undefined): Promise<void> => {
  // An id past the database's integer range names no type; asked for, it would fail the query instead.
  const storable = payload.productTypeId >= 1 && payload.productTypeId <= MAX_ID;
  const type = storable ? await trx.selectFrom('product_type').select('id').where('id', '=', payload.productTypeId).executeTakeFirst() : undefined;
  if (!type) throw badRequest('productTypeNotFound', 'productTypeId');
  if (payload.previousPrice !== 0 && payload.previousPrice <= payload.price) throw badRequest('previousPriceNotHigher', 'previousPrice');
  if (payload.previousPriceEur !== 0 && payload.previousPriceEur <= payload.priceEur) throw badRequest('previousPriceNotHigher', 'previousPriceEur');
  const names = payload.images.flatMap((image) => [image.image, image.thumbnail]);
  const unknown = new Set(await unknownImageNames(trx, [...new Set(names)], isDrawing));
  const badImage = payload.images.findIndex((image) => unknown.has(image.image) || unknown.has(image.thumbnail));
  if (badImage >= 0) throw badRequest('imageNotFound', `images.${badImage}`);
  const kinds = new Set<string>();
  for (const [index, option] of payload.options.entries()) {
    if (kinds.has(option.kind)) throw badRequest('optionKindTaken', `options.${index}.kind`);
    kinds.add(option.kind);
    const own = option.id == null ? undefined : current?.options.find((known) => known.id === option.id);
    if (option.id != null && !own) throw badRequest('optionNotFound', `options.${index}`);
    for (const [valueIndex, value] of option.values.entries()) {
      if (value.id != null && !own?.values.some((known) => known.id === value.id)) throw badRequest('optionNotFound', `options.${index}.values.${valueIndex}`);
    }
  }
};

/** The next id of a table whose ids have no sequence: safe under the catalogue's write lock (lockCatalogue). */
const nextId = async (trx: Trx, table: 'product' | 'product_property' | 'property_value' | 'specification_item'): Promise<number> => {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('top'))
    .executeTakeFirstOrThrow();
  return (row.top ?? 0) + 1;
};

/** Catalogue writes queue here (the seed takes the same row): ids taken as max + 1 never collide. */
const lockCatalogue = (trx: Trx) => trx.selectFrom('catalogue_version').select('version').where('id', '=', 1).forUpdate().execute();

/** Writes pictures, options and specification rows as the payload has them; ids of options and values that stay are kept. */
const writeParts = async (trx: Trx, productId: number, payload: AdminProductPayload, current: AdminProduct | undefined): Promise<void> => {
  await trx.deleteFrom('product_image').where('product_id', '=', productId).execute();
  await trx
    .insertInto('product_image')
    .values(payload.images.map((image, position) => ({ product_id: productId, image: image.image, thumbnail: image.thumbnail, position })))
    .execute();

  // Options the payload no longer has go, with their values; carts that chose them show the line as no longer offered.
  const keptOptions = payload.options.flatMap((option) => (option.id == null ? [] : [option.id]));
  const removedOptions = (current?.options ?? []).map((option) => option.id).filter((id) => !keptOptions.includes(id));
  if (removedOptions.length > 0) await trx.deleteFrom('product_property').where('id', 'in', removedOptions).execute();
  // Kinds are unique per product: kept options step aside first, so two of them may swap kinds in one save.
  if (keptOptions.length > 0) {
    await trx
      .updateTable('product_property')
      .set({ kind: sql`kind || '#' || id` })
      .where('id', 'in', keptOptions)
      .execute();
  }
  for (const [position, option] of payload.options.entries()) {
    let propertyId = option.id;
    if (propertyId == null) {
      propertyId = await nextId(trx, 'product_property');
      await trx.insertInto('product_property').values({ id: propertyId, product_id: productId, name: option.name.trim(), kind: option.kind, position }).execute();
    } else {
      await trx.updateTable('product_property').set({ name: option.name.trim(), kind: option.kind, position }).where('id', '=', propertyId).execute();
    }
    const keptValues = option.values.flatMap((value) => (value.id == null ? [] : [value.id]));
    let removedValues = trx.deleteFrom('property_value').where('property_id', '=', propertyId);
    if (keptValues.length > 0) removedValues = removedValues.where('id', 'not in', keptValues);
    await removedValues.execute();
    for (const [valuePosition, value] of option.values.entries()) {
      const columns = { value: value.value.trim(), available: value.available, days_to_ship: value.daysToShip, position: valuePosition };
      if (value.id == null) {
        await trx.insertInto('property_value').values({ id: await nextId(trx, 'property_value'), property_id: propertyId, ...columns }).execute();
      } else {
        await trx.updateTable('property_value').set(columns).where('id', '=', value.id).execute();
      }
    }
  }

  // Nothing refers to a specification row: the rows are written anew in the payload's order.
  await trx.deleteFrom('specification_item').where('product_id', '=', productId).execute();
  let specId = await nextId(trx, 'specification_item');
  for (const [position, row] of payload.specification.entries()) {
    await trx.insertInto('specification_item').values({ id: specId, product_id: productId, key: row.key.trim(), value: row.value.trim(), position }).execute();
    specId += 1;
  }
};

/** The product's columns a payload sets; the first picture's thumbnail is the product's. */
const productColumns = (payload: AdminProductPayload) => ({
  name_en: payload.texts.en.name.trim(),
  name_pl: payload.texts.pl.name.trim(),
  description_en: payload.texts.en.description,
  description_pl: payload.texts.pl.description,
  product_type_id: payload.productTypeId,
  price: payload.price,
  previous_price: payload.previousPrice,
  price_eur: payload.priceEur,
  previous_price_eur: payload.previousPriceEur,
  vat_rate: payload.vatRate ?? STANDARD_VAT_RATE,
  shipping_weight: payload.shippingWeight ?? 0,
  hidden: payload.hidden,
  ships: payload.ships ?? true,
  thumbnail: payload.images[0]!.thumbnail,
});

/** Every change of the current price starts a new entry of the price history (the 30-day lowest price reads it). */
const recordPrice = (trx: Trx, productId: number, payload: AdminProductPayload) =>
  trx.insertInto('price_history').values({ product_id: productId, price: payload.price, price_eur: payload.priceEur, valid_from: sql<Date>`now()` }).execute();

/** A product as the audit log keeps it: what the owner set, the options by kind and value. */
const auditView = (payload: AdminProductPayload): Record<string, unknown> => ({
  texts: payload.texts,
  productTypeId: payload.productTypeId,
  price: payload.price,
  previousPrice: payload.previousPrice,
  priceEur: payload.priceEur,
  previousPriceEur: payload.previousPriceEur,
  vatRate: payload.vatRate ?? STANDARD_VAT_RATE,
  shippingWeight: payload.shippingWeight ?? 0,
  hidden: payload.hidden,
  ships: payload.ships ?? true,
  images: payload.images.map((image) => image.image),
  options: payload.options.map((option) => ({ kind: option.kind, name: option.name, values: option.values.map(({ value, available, daysToShip }) => ({ value, available, daysToShip })) })),
  specification: payload.specification,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A product's slugs after its names became `names`: a language whose name changed gets a new slug, the old one kept. */
const followRename = async (trx: Trx, id: number, names: PageSlugs): Promise<PageSlugs> => {
  const row = await trx.selectFrom('product').select(['name_en', 'name_pl', 'slug_en', 'slug_pl']).where('id', '=', id).executeTakeFirstOrThrow();
  const renamed = { ...(names.en !== row.name_en ? { en: names.en } : {}), ...(names.pl !== row.name_pl ? { pl: names.pl } : {}) };
  return assignSlugs(trx, 'product', id, renamed, { en: row.slug_en, pl: row.slug_pl });
};

/** Creates a product at the end of the shop's order, with its first price history entry; answers its id. */
export const createProduct = (db: Db, actor: BackOfficeActor, payload: AdminProductPayload): Promise<number> =>
  changeCatalogue(db, async (trx) => {
    await lockCatalogue(trx);
    await checkPayload(trx, payload, undefined);
    const id = await nextId(trx, 'product');
    const key = await newProductKey(trx, payload.texts.en.name);
    const last = await trx
      .selectFrom('product')
      .select((eb) => eb.fn.max<number | null>('position').as('top'))
      .executeTakeFirstOrThrow();
    const columns = productColumns(payload);
    const slugs = await assignSlugs(trx, 'product', id, { en: columns.name_en, pl: columns.name_pl }, null);
    await trx
      .insertInto('product')
      .values({ id, name: key, position: (last.top ?? -1) + 1, ...columns, slug_en: slugs.en, slug_pl: slugs.pl })
      .execute();
    await recordPrice(trx, id, payload);
    await writeParts(trx, id, payload, undefined);
    await recordAudit(trx, actor, { action: 'product.created', entityKind: 'product', entityId: String(id), before: null, after: { key, ...auditView(payload) } });
    return id;
  });

/**
 * Changes a product: the fields given replace the product's, the rest stay. Option and value ids that stay are kept
 * (carts and orders refer to them). Audited with the fields that changed, before and after; a change that changes
 * nothing writes nothing. 404 productNotFound when there is no such product.
 */
export const changeProduct = (db: Db, actor: BackOfficeActor, id: number, change: AdminProductChange): Promise<AdminProduct> =>
  changeCatalogue(db, async (trx) => {
    await lockCatalogue(trx);
    const current = await loadAdminProduct(trx, id);
    // Thrown inside the transaction: the catalogue's version stays.
    if (!current) throw productNotFound();
    const before = payloadOf(current);
    const after: AdminProductPayload = { ...before, ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) };
    await checkPayload(trx, after, current);
    const [was, is] = [auditView(before), auditView(after)];
    const changed = Object.keys(is).filter((field) => !same(was[field], is[field]));
    if (changed.length === 0) return current;
    const columns = productColumns(after);
    const slugs = await followRename(trx, id, { en: columns.name_en, pl: columns.name_pl });
    await trx
      .updateTable('product')
      .set({ ...columns, slug_en: slugs.en, slug_pl: slugs.pl, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    if (after.price !== before.price || after.priceEur !== before.priceEur) await recordPrice(trx, id, after);
    if (!same(before.images, after.images) || !same(before.options, after.options) || !same(before.specification, after.specification)) {
      await writeParts(trx, id, after, current);
    }
    await recordAudit(trx, actor, {
      action: 'product.changed',
      entityKind: 'product',
      entityId: String(id),
      before: { key: current.key, ...Object.fromEntries(changed.map((field) => [field, was[field]])) },
      after: { key: current.key, ...Object.fromEntries(changed.map((field) => [field, is[field]])) },
    });
    return (await loadAdminProduct(trx, id))!;
  });

/**
 * Keeps an uploaded picture and adds it after the product's others (the first stays its thumbnail); both audited.
 * One transaction: a product without room for it (or gone) keeps no picture and logs no upload.
 */
export const addProductImage = (db: Db, actor: BackOfficeActor, id: number, prepared: PreparedImage): Promise<AdminProduct> =>
  changeCatalogue(db, async (trx) => {
    await lockCatalogue(trx);
    const current = await loadAdminProduct(trx, id);
    if (!current) throw productNotFound();
    const image = { image: prepared.name, thumbnail: prepared.name };
    const images = [...current.images, image];
    if (images.length > ADMIN_PRODUCT_LIMITS.rows) throw badRequest('validation.tooLong', 'images');
    await storeImage(trx, prepared);
    await recordAudit(trx, actor, {
      action: 'image.uploaded',
      entityKind: 'image',
      entityId: prepared.name,
      before: null,
      after: { name: prepared.name, width: prepared.width, height: prepared.height },
    });
    const last = current.images.length;
    await trx.updateTable('product').set({ updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
    await trx.insertInto('product_image').values({ product_id: id, image: image.image, thumbnail: image.thumbnail, position: last }).execute();
    await recordAudit(trx, actor, {
      action: 'product.changed',
      entityKind: 'product',
      entityId: String(id),
      before: { key: current.key, images: current.images.map((known) => known.image) },
      after: { key: current.key, images: images.map((known) => known.image) },
    });
    return (await loadAdminProduct(trx, id))!;
  });
