import type { Db } from '../../db/database.ts';
import { removeSignUp } from '../newsletter/subscriptions.ts';

const NO_ADDRESS = JSON.stringify({ name: '', surname: '', country: '', region: null, state: null, city: '', addressLine_1: '', addressLine_2: '', postcode: '', areaCode: '', phoneNumber: '' });

/**
 * Deletes an account (on its owner's request, or after three years without a login): its cart, address, tokens and
 * newsletter sign-up go, its devices are released; orders stay for the books, no longer linked to it. Run it inside a transaction.
 */
export const deleteAccount = async (trx: Db, userId: number): Promise<void> => {
  const user = await trx.selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  // Orders never paid hold no accounting duty: their addresses go. Paid ones keep what an invoice needs.
  await trx
    .updateTable('shop_order')
    .set({ shipping_address: NO_ADDRESS, invoice_address: null })
    .where('user_id', '=', userId)
    .where('status', 'in', ['INCOMPLETE', 'PLACED', 'PAYMENT_VERIFICATION'])
    .execute();
  await trx.updateTable('shop_order').set({ user_id: null }).where('user_id', '=', userId).execute();
  await removeSignUp(trx, { email: user.email });
  // Its devices become free to register again.
  await trx.updateTable('device').set({ user_id: null, registered_at: null }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('app_user').where('id', '=', userId).execute();
};
