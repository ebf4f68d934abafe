import { sql, type Kysely } from 'kysely';
import type { Seller } from '@inercise/contracts';
import type { DB } from '../../db/schema.ts';
import { SHOP_TIME_ZONE } from '../admin/csv.ts';
import { PROVIDER_CURRENCY } from '../payments/provider.ts';

/** Statuses of an order already paid (or past payment): no offer is sent for it and none is paid again. */
export const PAID_STATUSES: readonly string[] = ['PAID', 'SHIPPED', 'DELIVERED', 'RETURNED'];

/** An offer is paid online only in the payment provider's currency; any other (euro) by bank transfer. */
export const paidOnline = (currency: string): boolean => currency === PROVIDER_CURRENCY;

/** The end of `day` (YYYY-MM-DD) in Poland: the moment an offer valid until that day lapses. */
export const endOfShopDay = async (db: Kysely<DB>, day: string): Promise<Date> => {
  const result = await sql<{ end: Date }>`select ((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}) as "end"`.execute(db);
  return new Date(result.rows[0]!.end);
};

/** The offer's last day as its reader writes it, in Poland's calendar. */
export const lastDayText = (validUntil: Date, language: string): string =>
  new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(validUntil.getTime() - 1),
  );

/** An IBAN in groups of four, as banks print it. */
const groupedIban = (iban: string): string => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** What a euro offer's buyer needs for the transfer: the seller's account (SELLER_*) and the order's number as its reference. */
export const transferDetails = (seller: Seller, currency: string, orderNumber: string) =>
  paidOnline(currency) ? null : { accountHolder: seller.legalName, bankAccount: groupedIban(seller.bankAccount), bankName: seller.bankName, reference: orderNumber };

export const loadOffer = (db: Kysely<DB>, orderId: number) =>
  db.selectFrom('order_offer').selectAll().where('order_id', '=', orderId).executeTakeFirst();
