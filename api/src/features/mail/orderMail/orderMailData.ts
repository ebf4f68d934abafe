import type { Address, InvoiceAddress, Region, VatPart } from '@inercise/contracts';
import type { Kysely } from 'kysely';
import { contracts } from '../../../contracts.ts';
import type { DB } from '../../../db/schema.ts';
import { productTranslations } from '../contractTexts.ts';

const { AddressSchema, InvoiceAddressSchema, isInquiry, regionOf, vatBreakdown } = contracts;

export type MailLanguage = 'pl' | 'en';

/** One ordered line as the buyer reads it: the product's name and chosen options in the mail's language. */
interface OrderMailLine {
  name: string;
  /** "Colour: Black", one per chosen option. */
  options: string[];
  quantity: number;
  unit: number;
  total: number;
  vatRate: number;
}

/** Everything the order's mails say, amounts in minor units. */
export interface OrderMailData {
  orderNumber: string;
  placedAt: Date;
  language: MailLanguage;
  currency: string;
  email: string;
  /** An inquiry (EUR, or a country outside the shipping regions): the shop answers with an offer. */
  inquiry: boolean;
  lines: OrderMailLine[];
  original: number;
  discounted: number | null;
  discountCode: string | null;
  /** Delivery's cost; null where the shop does not price it (an inquiry outside the regions). */
  shipment: number | null;
  total: number;
  vat: VatPart[];
  region: Region;
  /** The longest preparation of the chosen options, in days; null when no line has options. */
  dispatchDays: number | null;
  shippingAddress: Address;
  invoiceAddress: InvoiceAddress | null;
  /** Whether some line goes out as a parcel, and whether some is a course (does not ship): docs/product-rules.md, "Digital products". */
  parcels: boolean;
  courses: boolean;
  /** When the buyer consented to the courses' immediate delivery and acknowledged losing the right of withdrawal. */
  digitalConsentAt: Date | null;
}

interface StoredChoice {
  propertyType: { name: string };
  value: string;
}

const choicesOf = (stored: unknown): StoredChoice[] => (Array.isArray(stored) ? (stored as StoredChoice[]) : []);

/** The order as placed, with its buyer's e-mail address. */
const readOrder = (db: Kysely<DB>, orderNumber: string) =>
  db
    .selectFrom('shop_order')
    .innerJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .select([
      'shop_order.id',
      'shop_order.created_at',
      'shop_order.language',
      'shop_order.currency',
      'shop_order.original_price',
      'shop_order.discounted_price',
      'shop_order.shipment_price',
      'shop_order.total_price',
      'shop_order.discount_code',
      'shop_order.shipping_address',
      'shop_order.invoice_address',
      'shop_order.digital_consent_at',
      'app_user.email',
    ])
    .where('shop_order.order_number', '=', orderNumber)
    .executeTakeFirst();

/** The order's lines as sold, with the products' current names and whether they ship. */
const readItems = (db: Kysely<DB>, orderId: number) =>
  db
    .selectFrom('order_item')
    .leftJoin('product', 'product.id', 'order_item.product_id')
    .select(['order_item.product_id', 'order_item.product_name', 'order_item.quantity', 'order_item.unit_price', 'order_item.vat_rate', 'order_item.selected_properties', 'product.name_en', 'product.name_pl', 'product.ships'])
    .where('order_item.order_id', '=', orderId)
    .orderBy('order_item.id')
    .execute();

/** The preparation days of a line's chosen option, as the products' options say today. */
const preparationDays = async (db: Kysely<DB>, items: { product_id: number }[]) => {
  const productIds = [...new Set(items.map((item) => item.product_id))];
  const days =
    productIds.length === 0
      ? []
      : await db
          .selectFrom('property_value')
          .innerJoin('product_property', 'product_property.id', 'property_value.property_id')
          .select(['product_property.product_id', 'product_property.kind', 'property_value.value', 'property_value.days_to_ship'])
          .where('product_property.product_id', 'in', productIds)
          .execute();
  return (productId: number, choice: StoredChoice): number =>
    days.find((row) => row.product_id === productId && row.kind === choice.propertyType.name && row.value === choice.value)?.days_to_ship ?? 0;
};

/**
 * The order's mail data from what the order stored (its lines' names, options, prices and VAT rates as sold), with
 * the products' current texts for names the owner wrote and the options' preparation days. Null when the order or
 * its buyer's account is gone.
 */
export const loadOrderMailData = async (db: Kysely<DB>, orderNumber: string): Promise<OrderMailData | null> => {
  const order = await readOrder(db, orderNumber);
  if (!order) return null;
  const language: MailLanguage = order.language === 'en' ? 'en' : 'pl';
  const items = await readItems(db, order.id);
  const daysOf = await preparationDays(db, items);

  const texts = productTranslations[language];
  const lineDays: number[] = [];
  const lines = items.map((item): OrderMailLine => {
    const choices = choicesOf(item.selected_properties);
    if (choices.length > 0) lineDays.push(Math.max(...choices.map((choice) => daysOf(item.product_id, choice))));
    const owners = language === 'en' ? item.name_en : item.name_pl;
    const keyed = (texts as unknown as Record<string, { name?: string } | undefined>)[item.product_name]?.name;
    return {
      name: owners || keyed || item.product_name,
      options: choices.map((choice) => {
        const kind = (texts.propertyType as Record<string, string | undefined>)[choice.propertyType.name] ?? choice.propertyType.name;
        const value = (texts.option as Record<string, string | undefined>)[choice.value] ?? choice.value;
        return `${kind}: ${value}`;
      }),
      quantity: item.quantity,
      unit: item.unit_price,
      total: item.unit_price * item.quantity,
      vatRate: item.vat_rate,
    };
  });
  const shippingAddress = AddressSchema.parse(order.shipping_address);
  return {
    orderNumber,
    placedAt: new Date(order.created_at),
    language,
    currency: order.currency,
    email: order.email,
    inquiry: isInquiry(regionOf(shippingAddress.country), order.currency === 'EUR' ? 'EUR' : 'PLN'),
    lines,
    original: order.original_price,
    discounted: order.discounted_price,
    discountCode: order.discount_code,
    shipment: order.shipment_price,
    total: order.total_price,
    vat: vatBreakdown({
      lines: lines.map((line) => ({ unit: line.unit, quantity: line.quantity, rate: line.vatRate })),
      discounted: order.discounted_price,
      shipment: order.shipment_price,
    }),
    region: regionOf(shippingAddress.country),
    dispatchDays: lineDays.length === 0 ? null : Math.max(...lineDays),
    shippingAddress,
    invoiceAddress: order.invoice_address ? InvoiceAddressSchema.parse(order.invoice_address) : null,
    // A product since deleted is taken for a parcel, as every product was before courses stopped shipping.
    parcels: items.some((item) => item.ships !== false),
    courses: items.some((item) => item.ships === false),
    digitalConsentAt: order.digital_consent_at === null ? null : new Date(order.digital_consent_at),
  };
};
