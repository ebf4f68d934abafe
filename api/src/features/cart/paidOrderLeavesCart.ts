import type { Db } from '../../db/database.ts';

/**
 * A paid order's lines leave its buyer's cart, in the transaction that marked it PAID: each cart line with the same
 * product and options loses the order's quantity (and goes when none is left), and the order's code leaves the cart
 * too (an emptied cart loses its partner as well). Lines added since stay, so "Pay again" for an older order never takes away what the shopper chose after it.
 * Until then the cart is as the shopper left it: a failed or abandoned payment empties nothing.
 */
export const paidOrderLeavesCart = async (trx: Db, orderId: number): Promise<void> => {
  const order = await trx.selectFrom('shop_order').select(['user_id', 'discount_code']).where('id', '=', orderId).executeTakeFirst();
  if (!order || order.user_id === null) return;
  const cart = await trx
    .selectFrom('cart')
    .leftJoin('discount', 'discount.id', 'cart.discount_id')
    .select(['cart.id', 'discount.code'])
    .where('cart.user_id', '=', order.user_id)
    .forUpdate('cart')
    .executeTakeFirst();
  if (!cart) return;
  const paid = await trx.selectFrom('order_item').select(['product_id', 'properties_key', 'quantity']).where('order_id', '=', orderId).execute();
  for (const item of paid) {
    // Lines written before the options key was kept (migration 031) were taken out of the cart when placed.
    if (item.properties_key === null) continue;
    const line = await trx
      .selectFrom('cart_item')
      .select(['id', 'quantity'])
      .where('cart_id', '=', cart.id)
      .where('product_id', '=', item.product_id)
      .where('properties_key', '=', item.properties_key)
      .executeTakeFirst();
    if (!line) continue;
    if (line.quantity > item.quantity) await trx.updateTable('cart_item').set({ quantity: line.quantity - item.quantity }).where('id', '=', line.id).execute();
    else await trx.deleteFrom('cart_item').where('id', '=', line.id).execute();
  }
  const sameCode = cart.code !== null && order.discount_code !== null && cart.code.trim().toUpperCase() === order.discount_code.trim().toUpperCase();
  const left = await trx.selectFrom('cart_item').select('id').where('cart_id', '=', cart.id).executeTakeFirst();
  // An emptied cart starts afresh, as a new one: no code, no partner.
  if (!left) await trx.updateTable('cart').set({ discount_id: null, partner_id: null }).where('id', '=', cart.id).execute();
  else if (sameCode) await trx.updateTable('cart').set({ discount_id: null }).where('id', '=', cart.id).execute();
};
