import { sql } from 'kysely';
import type { Cart } from '@inercise/contracts';
import * as endpoints from '@inercise/contracts/routes/cart';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { currentUserId, verifyBearer } from '../../http/auth.ts';
import { accountLimit } from '../../http/accountLimit.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest, notFound, unauthorized } from '../../http/errors.ts';
import { buildCartView, ensureCartHead, loadCartForToken, loadCartLines } from './cartView.ts';
import { customerUses, discountRefusal, DiscountRefusedError, loadDiscountState } from './discountRefusal.ts';
import { propertiesKey, validateSelection } from './selection.ts';

const { MAX_CART_LINE_QUANTITY, cappedQuantity } = contracts;

/** Adds quantity to the line with the same product and options, or makes a new line; capped at 99. */
const addLine = (db: Db, cartId: number, productId: number, key: string, quantity: number) =>
  db
    .insertInto('cart_item')
    .values({ cart_id: cartId, product_id: productId, properties_key: key, quantity: cappedQuantity(quantity) })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'product_id', 'properties_key']).doUpdateSet({
        quantity: sql`least(cart_item.quantity + excluded.quantity, ${sql.lit(MAX_CART_LINE_QUANTITY)})`,
      }),
    )
    .execute();

/** The logged-in user's server cart. Every answer is the whole cart; prices always from the database. */
export const cartRoutes = (app: TypedApp, ctx: AppContext): void => {
  const cartOf = async (db: Db, userId: number) => {
    const head = await ensureCartHead(db, userId);
    if (!head) throw unauthorized();
    return head;
  };
  const view = async (userId: number): Promise<Cart> => {
    const head = await cartOf(ctx.db, userId);
    const [lines, catalogue] = await Promise.all([loadCartLines(ctx.db, head.id), ctx.catalogue.get()]);
    return buildCartView(head, lines, catalogue);
  };
  const product = async (productId: number, field: string) => {
    const found = (await ctx.catalogue.get()).byId.get(productId);
    if (!found) throw notFound('productNotFound', field);
    return found;
  };

  // Authenticated inside its one query (no preHandler round trip): the most frequent per-user read.
  endpointRoute(
    app,
    ctx,
    endpoints.cart,
    async (request) => {
      const claims = await verifyBearer(ctx.tokens, request);
      const [open, loaded, catalogue] = await Promise.all([ctx.sessions.check(claims), loadCartForToken(ctx.db, claims.userId), ctx.catalogue.get()]);
      if (!open || !loaded) throw unauthorized();
      if (!loaded.head) return view(claims.userId);
      return buildCartView(loaded.head, loaded.lines, catalogue);
    },
    { tokenCheckedByHandler: true },
  );

  endpointRoute(app, ctx, endpoints.addToCart, async (request) => {
    const userId = currentUserId(request);
    const found = await product(request.params.productId, 'productId');
    const key = propertiesKey(validateSelection(found, request.body));
    const head = await cartOf(ctx.db, userId);
    await addLine(ctx.db, head.id, found.id, key, request.query.quantity);
    return view(userId);
  });

  endpointRoute(app, ctx, endpoints.changeCartLine, async (request) => {
    const userId = currentUserId(request);
    const head = await cartOf(ctx.db, userId);
    const { id, quantity, selectedProperties } = request.body;
    const line = await ctx.db.selectFrom('cart_item').select(['id', 'product_id']).where('id', '=', id).where('cart_id', '=', head.id).executeTakeFirst();
    if (!line) throw notFound('cartItemNotFound', 'id');
    const key = selectedProperties ? propertiesKey(validateSelection(await product(line.product_id, 'id'), selectedProperties)) : null;
    await ctx.db.transaction().execute(async (trx) => {
      if (key === null) {
        await trx.updateTable('cart_item').set({ quantity }).where('id', '=', id).where('cart_id', '=', head.id).execute();
        return;
      }
      // New options equal to another line's: the two lines become one.
      const twin = await trx
        .selectFrom('cart_item')
        .select('id')
        .where('cart_id', '=', head.id)
        .where('product_id', '=', line.product_id)
        .where('properties_key', '=', key)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (twin) {
        await trx.deleteFrom('cart_item').where('id', '=', id).execute();
        await trx
          .updateTable('cart_item')
          .set({ quantity: sql`least(quantity + ${quantity}, ${sql.lit(MAX_CART_LINE_QUANTITY)})` })
          .where('id', '=', twin.id)
          .execute();
      } else {
        await trx.updateTable('cart_item').set({ quantity, properties_key: key }).where('id', '=', id).execute();
      }
    });
    return view(userId);
  });

  endpointRoute(app, ctx, endpoints.removeCartLine, async (request) => {
    const userId = currentUserId(request);
    const head = await cartOf(ctx.db, userId);
    const result = await ctx.db.deleteFrom('cart_item').where('id', '=', request.params.id).where('cart_id', '=', head.id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound('cartItemNotFound', 'id');
    return view(userId);
  });

  endpointRoute(app, ctx, endpoints.mergeCart, async (request) => {
    const userId = currentUserId(request);
    const catalogue = await ctx.catalogue.get();
    // Check every line before writing any: a refused merge leaves the cart as it was.
    const lines = request.body.cartItems.map((item, index) => {
      // A guest's line of a product the owner hid since, or with an option value no longer offered, is kept: the
      // cart then says why it cannot be ordered, rather than the whole merge failing.
      const found = catalogue.byId.get(item.product.id) ?? catalogue.hiddenById.get(item.product.id);
      if (!found) throw notFound('productNotFound', `cartItems.${index}.product.id`);
      const stale = item.selectedProperties.some((choice) => !found.properties.some((property) => property.values.some((value) => value.id === choice.id)));
      const ids = stale ? item.selectedProperties.map((choice) => choice.id) : validateSelection(found, item.selectedProperties, `cartItems.${index}.selectedProperties`);
      return { productId: found.id, key: propertiesKey(ids), quantity: item.quantity };
    });
    const head = await cartOf(ctx.db, userId);
    await ctx.db.transaction().execute(async (trx) => {
      for (const line of lines) await addLine(trx, head.id, line.productId, line.key, line.quantity);
    });
    return view(userId);
  });

  endpointRoute(app, ctx, endpoints.chooseShipment, async (request) => {
    const userId = currentUserId(request);
    await cartOf(ctx.db, userId);
    await ctx.db.updateTable('cart').set({ shipment_region: request.params.region }).where('user_id', '=', userId).execute();
    return view(userId);
  });

  // Codes are guessed by trying them: limited per address (the route's limit) and per account (any address).
  const codesOfAccount = accountLimit(app, 'discount-code', ctx.accountRateLimit);
  endpointRoute(
    app,
    ctx,
    endpoints.applyDiscount,
    async (request, reply) => {
      const userId = currentUserId(request);
      await codesOfAccount(request, reply, String(userId));
      const discount = await loadDiscountState(ctx.db, { code: request.params.code });
      if (!discount) throw badRequest('discountNotFound', 'code');
      const uses = discount.max_uses_per_customer === null ? 0 : await customerUses(ctx.db, discount.id, userId);
      const refusal = discountRefusal(discount, uses, request.query.currency ?? null);
      if (refusal) throw new DiscountRefusedError(refusal, 'code');
      await cartOf(ctx.db, userId);
      await ctx.db.updateTable('cart').set({ discount_id: discount.id }).where('user_id', '=', userId).execute();
      return view(userId);
    },
    { config: ctx.sensitiveRateLimit },
  );

  endpointRoute(app, ctx, endpoints.selectReferrer, async (request) => {
    const userId = currentUserId(request);
    // A partner the owner removed (archived) can no longer be named.
    const partner = await ctx.db.selectFrom('partner').select('id').where('id', '=', request.params.partnerId).where('archived_at', 'is', null).executeTakeFirst();
    if (!partner) throw notFound('partnerNotFound', 'partnerId');
    await cartOf(ctx.db, userId);
    await ctx.db.updateTable('cart').set({ partner_id: partner.id }).where('user_id', '=', userId).execute();
    return view(userId);
  });
};
