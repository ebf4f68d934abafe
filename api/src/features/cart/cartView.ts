import type { Cart, CartItem, Discount } from '@inercise/contracts';
import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toMajor } from '../../money.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogueCache.ts';
import { cartTotals, deliveryFor, shipmentByWeight, shippedLines, unitPrice, type DiscountTerms, type WeightBand } from '@inercise/contracts/domain/pricing';
import { termsOf } from './pricing.ts';
import { idsFromKey, selectedFromIds } from './selection.ts';

/**
 * A discount counts only while valid: switched on, begun, not expired, not used up. A code that stopped being valid
 * after it was applied is reported at checkout, which also takes it off the cart (orders/placeOrder.ts).
 */
export const discountIsValid = sql<boolean>`discount.active and (discount.valid_from is null or discount.valid_from <= now()) and (discount.valid_until is null or discount.valid_until > now()) and (discount.max_uses is null or discount.used_count < discount.max_uses)`;

/** The cart in both currencies by the one pricing rule (contracts' domain/pricing.ts), in minor units. */
export { cartTotals } from '@inercise/contracts/domain/pricing';

/** The chosen region's delivery bands, lightest first, as JSON rows [grams, price, euro price]; null without any. */
const shipmentBandsColumn = sql<[number, number, number][] | null>`(select json_agg(json_build_array(b.up_to_grams, b.price, b.price_eur) order by b.up_to_grams) from shipment_band b where b.region = cart.shipment_region)`.as('shipment_bands');

/** The cart row with its (valid) discount and its region's delivery bands: one query. */
const loadCartHead = (db: Db, userId: number) =>
  db
    .selectFrom('cart')
    .leftJoin('discount', (join) => join.onRef('discount.id', '=', 'cart.discount_id').on(discountIsValid))
    .select([
      'cart.id',
      'cart.user_id',
      'cart.partner_id',
      'cart.shipment_region',
      'cart.last_order_id',
      'discount.id as discount_id',
      'discount.code as discount_code',
      'discount.kind as discount_kind',
      'discount.percent as discount_percent',
      'discount.amount as discount_amount',
      'discount.currency as discount_currency',
      shipmentBandsColumn,
    ])
    .where('cart.user_id', '=', userId)
    .executeTakeFirst();

export type CartHead = NonNullable<Awaited<ReturnType<typeof loadCartHead>>>;

export const loadCartLines = (db: Db, cartId: number) =>
  db.selectFrom('cart_item').select(['id', 'product_id', 'properties_key', 'quantity']).where('cart_id', '=', cartId).orderBy('id').execute();

export type CartLine = Awaited<ReturnType<typeof loadCartLines>>[number];

/** The code as the cart answers it: an amount code says its amount and currency, and 0 percent. */
const discountView = (code: string, terms: DiscountTerms): Discount =>
  terms.kind === 'PERCENT' ? { code, percent: terms.percent } : { code, percent: 0, amount: toMajor(terms.amount), currency: terms.currency };

/**
 * Why a line can no longer be ordered, if it cannot: its product was hidden by the owner, or an option value chosen
 * for it is no longer the product's (the line's ids outnumber the values still found).
 */
export const unavailableReason = (line: { product_id: number; properties_key: string }, item: CartItem, catalogue: CatalogueSnapshot): CartItem['unavailable'] => {
  if (!catalogue.byId.has(line.product_id)) return 'productHidden';
  if (item.selectedProperties.length !== idsFromKey(line.properties_key).length) return 'optionRemoved';
  return undefined;
};

/** A region's bands as the cart's query reads them (JSON rows of weight, price, euro price). */
const bandsOf = (rows: readonly [number, number, number][] | null): WeightBand[] =>
  (rows ?? []).map(([upToGrams, price, priceEur]) => ({ upToGrams, price, priceEur }));

/** Builds the answered cart: products and options from the catalogue snapshot, prices from the database. */
export const buildCartView = (head: CartHead, lines: CartLine[], catalogue: CatalogueSnapshot): Cart => {
  const items: CartItem[] = [];
  const priced: { product: CartItem['product']; price: number; priceEur: number; quantity: number; weight: number }[] = [];
  for (const line of lines) {
    const product = catalogue.byId.get(line.product_id) ?? catalogue.hiddenById.get(line.product_id);
    if (!product) continue;
    const item: CartItem = { id: line.id, product, selectedProperties: selectedFromIds(product, idsFromKey(line.properties_key)), quantity: line.quantity };
    const unavailable = unavailableReason(line, item, catalogue);
    // Kept in view, priced at nothing: the shopper sees why it cannot be ordered and removes it.
    if (unavailable) {
      items.push({ ...item, unavailable });
      continue;
    }
    items.push(item);
    priced.push({ product, price: unitPrice(product, 'PLN'), priceEur: unitPrice(product, 'EUR'), quantity: line.quantity, weight: catalogue.weights.get(product.id) ?? 0 });
  }
  // Delivery by the weight of the parcels (courses do not ship), by the chosen region's bands; none chosen or none
  // there: null. A cart of courses only has no delivery at all.
  const bands = bandsOf(head.shipment_bands);
  const parcels = shippedLines(priced);
  const pln = shipmentByWeight(parcels, bands, 'PLN');
  const eur = shipmentByWeight(parcels, bands, 'EUR');
  const shipment = deliveryFor(priced, pln !== null && eur !== null ? { price: pln, priceEur: eur } : null);
  const terms = head.discount_code === null ? null : termsOf({ kind: head.discount_kind, percent: head.discount_percent, amount: head.discount_amount, currency: head.discount_currency });
  const totals = cartTotals(priced, terms, shipment);
  return {
    id: head.id,
    cartItems: items,
    user: { id: head.user_id },
    discount: head.discount_code === null || terms === null ? null : discountView(head.discount_code, terms),
    originalPrice: toMajor(totals.original),
    discountedPrice: totals.discounted === null ? null : toMajor(totals.discounted),
    originalPriceEur: toMajor(totals.originalEur),
    discountedPriceEur: totals.discountedEur === null ? null : toMajor(totals.discountedEur),
    shipmentPrice: totals.shipment === null ? null : toMajor(totals.shipment),
    shipmentPriceEur: totals.shipmentEur === null ? null : toMajor(totals.shipmentEur),
  };
};

const cartForTokenQuery = (db: Db, userId: number) =>
  db
    .selectFrom('app_user')
    .leftJoin('cart', 'cart.user_id', 'app_user.id')
    .leftJoin('discount', (join) => join.onRef('discount.id', '=', 'cart.discount_id').on(discountIsValid))
    .select([
      'cart.id',
      'cart.partner_id',
      'cart.shipment_region',
      'cart.last_order_id',
      'discount.id as discount_id',
      'discount.code as discount_code',
      'discount.kind as discount_kind',
      'discount.percent as discount_percent',
      'discount.amount as discount_amount',
      'discount.currency as discount_currency',
      shipmentBandsColumn,
      sql<[number, number, string, number][] | null>`(select json_agg(json_build_array(ci.id, ci.product_id, ci.properties_key, ci.quantity) order by ci.id) from cart_item ci where ci.cart_id = cart.id)`.as('lines'),
    ])
    .where('app_user.id', '=', userId)
    .where('app_user.active', '=', true);

type CartForTokenRow = NonNullable<Awaited<ReturnType<ReturnType<typeof cartForTokenQuery>['executeTakeFirst']>>>;

/** The placeholder the compiled query's user parameter is recognised by (ids are never negative). */
const USER_SLOT = -1001;

/**
 * Building and compiling the query cost about as much as running it (Kysely walks and freezes its
 * tree): it is compiled once per database and only its parameters change.
 */
const compiledCartQueries = new WeakMap<Db, CompiledQuery<CartForTokenRow>>();

/**
 * GET /cart in one round trip of one prepared statement: the token's user check, the cart head with
 * discount and shipment, and the lines as JSON (the session check runs beside it). Null when the token's user is
 * gone or inactive; `head` null when there is no cart yet.
 */
export const loadCartForToken = async (db: Db, userId: number) => {
  let compiled = compiledCartQueries.get(db);
  if (!compiled) {
    compiled = cartForTokenQuery(db, USER_SLOT).compile();
    compiledCartQueries.set(db, compiled);
  }
  const parameters = compiled.parameters.map((p) => (p === USER_SLOT ? userId : p));
  const row = (await db.executeQuery<CartForTokenRow>({ ...compiled, parameters })).rows[0];
  if (!row) return null;
  if (row.id === null) return { head: null, lines: [] };
  const head: CartHead = { ...row, id: row.id, user_id: userId };
  const lines: CartLine[] = (row.lines ?? []).map(([id, product_id, properties_key, quantity]) => ({ id, product_id, properties_key, quantity }));
  return { head, lines };
};

/** The user's cart head, created on first use. Null when the user no longer exists. */
export const ensureCartHead = async (db: Db, userId: number): Promise<CartHead | null> => {
  const head = await loadCartHead(db, userId);
  if (head) return head;
  await db
    .insertInto('cart')
    .columns(['user_id'])
    .expression((eb) => eb.selectFrom('app_user').select('id').where('id', '=', userId))
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await loadCartHead(db, userId)) ?? null;
};
