import type { Address, InvoiceAddress, Seller } from '@inercise/contracts';
import { formatMoney } from '../formatMoney.ts';
import type { OrderMailData } from './orderMailData.ts';
import { mailDate, orderMailTexts, type OrderMailKind } from './orderMailTexts.ts';

/** An order mail's content, every amount and date already written in the reader's language: the HTML and the text show the same. */
export interface OrderMailView {
  kind: OrderMailKind;
  subject: string;
  heading: string;
  intro: string;
  /** An order paid online and not paid yet: where to pay it (again), on its page in the shop. */
  pay: { text: string; label: string; href: string } | null;
  facts: { label: string; value: string }[];
  columns: { product: string; quantity: string; unitPrice: string; lineTotal: string };
  lines: { name: string; options: string[]; quantity: string; unitPrice: string; lineTotal: string }[];
  /** Goods, discount, delivery, total: label and amount. */
  sums: { label: string; value: string; strong?: boolean }[];
  /** The VAT in the total, one line per rate. */
  vat: string[];
  delivery: { title: string; method: string; dispatch: string };
  addresses: { title: string; lines: string[] }[];
  seller: { title: string; lines: string[] };
  documents: { title: string; links: { label: string; href: string }[]; notes: string[] };
}

const countryName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** An address as printed on a parcel. */
const addressLines = (address: Address, language: string): string[] => [
  `${address.name} ${address.surname}`.trim(),
  address.addressLine_1,
  ...(address.addressLine_2 ? [address.addressLine_2] : []),
  `${address.postcode} ${address.city}`.trim(),
  ...(address.state ? [address.state] : []),
  countryName(address.country, language),
  `${address.areaCode} ${address.phoneNumber}`.trim(),
];

const invoiceLines = (address: InvoiceAddress, language: string, companyId: string): string[] => [
  ...(address.companyName ? [address.companyName] : []),
  ...(address.companyIdentificationNumber ? [`${companyId}: ${address.companyIdentificationNumber}`] : []),
  ...addressLines(address, language),
];

export interface OrderMailLinks {
  /** The storefront's origin. */
  shopUrl: string;
}

/** What an order's mail says: from its data, the seller and the shop's links. */
export const orderMailView = (kind: OrderMailKind, data: OrderMailData, seller: Seller, links: OrderMailLinks): OrderMailView => {
  const t = orderMailTexts[data.language];
  const money = (cents: number) => formatMoney(cents, data.currency, data.language);
  const date = mailDate(data.placedAt, data.language);
  const base = `${links.shopUrl}/${data.language}`;
  const sums: OrderMailView['sums'] = [{ label: t.goods, value: money(data.original) }];
  if (data.discounted !== null && data.discounted !== data.original) sums.push({ label: t.discount(data.discountCode), value: `−${money(data.original - data.discounted)}` });
  const delivery = !data.parcels ? t.noDelivery : data.shipment === null ? t.deliveryByOffer : money(data.shipment);
  sums.push({ label: t.delivery, value: delivery });
  sums.push({ label: data.inquiry && data.shipment === null ? t.totalInquiry : t.total, value: money(data.total), strong: true });
  const invoice = data.invoiceAddress;
  return {
    kind,
    subject: t.subject[kind](data.orderNumber),
    heading: t.heading[kind],
    intro:
      kind !== 'paid'
        ? t.intro[kind](data.orderNumber, date)
        : !data.parcels
          ? t.paidCourses(data.orderNumber, date, money(data.total))
          : data.courses
            ? `${t.intro.paid(data.orderNumber, date, money(data.total))} ${t.paidMixed}`
            : t.intro.paid(data.orderNumber, date, money(data.total)),
    // The confirmation goes when the order is placed, before its payment: should that fail or be left, the mail keeps
    // the way back to paying it (the order's page offers "Pay again").
    pay: kind === 'placed' ? { text: t.payText, label: t.payLink, href: `${base}/order?orderNumber=${encodeURIComponent(data.orderNumber)}&status=unpaid` } : null,
    facts: [
      { label: t.orderNumber, value: data.orderNumber },
      { label: t.orderDate, value: date },
    ],
    columns: { product: t.product, quantity: t.quantity, unitPrice: t.unitPrice, lineTotal: t.lineTotal },
    lines: data.lines.map((line) => ({ name: line.name, options: line.options, quantity: String(line.quantity), unitPrice: money(line.unit), lineTotal: money(line.total) })),
    sums,
    vat: data.vat.map((part) => t.vatLine(part.rate, money(part.vat), money(part.gross))),
    delivery: !data.parcels
      ? { title: t.delivery, method: t.deliveryOnline, dispatch: '' }
      : {
          title: t.delivery,
          method: t.deliveryMethod(t.region[data.region]),
          dispatch: data.courses ? `${t.dispatch(data.dispatchDays)} ${t.deliveryParcelsOnly}` : t.dispatch(data.dispatchDays),
        },
    addresses: [
      // Nothing is sent for courses alone: the address is the buyer's, for the invoice.
      { title: data.parcels ? t.shippingAddress : t.billingAddress, lines: addressLines(data.shippingAddress, data.language) },
      { title: t.invoiceAddress, lines: invoice ? invoiceLines(invoice, data.language, t.companyId) : [t.invoiceAsShipping] },
    ],
    seller: {
      title: t.seller,
      lines: [
        seller.legalName,
        seller.street,
        `${seller.postcode} ${seller.city}`,
        `${t.sellerNip}: ${seller.nip}`,
        `${t.sellerRegon}: ${seller.regon}`,
        t.sellerKrs(seller.register.kind, seller.register.number, seller.register.court),
        t.sellerContact(seller.email, seller.phone),
      ],
    },
    documents: {
      title: t.documents,
      links: [
        { label: t.terms, href: `${base}/terms-of-sale` },
        { label: t.withdrawal, href: `${base}/terms-of-sale#odstapienie` },
        { label: t.orders, href: `${base}/user-order` },
        ...(data.courses ? [{ label: t.myCourses, href: `${base}/profile/courses` }] : []),
      ],
      notes: [
        ...(data.digitalConsentAt ? [t.digitalConsent(mailDate(data.digitalConsentAt, data.language))] : []),
        ...(kind === 'inquiry' ? [] : [t.withdrawalShort, t.attached]),
      ],
    },
  };
};
