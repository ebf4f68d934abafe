import type { MailMessage } from '../mail/mailer.ts';
import { formatMoney } from '../mail/formatMoney.ts';
import type { OrderMailData } from '../mail/orderMail/orderMailData.ts';

/** What the shop's inbox is told of: an order paid (to ship) or an inquiry placed (to answer with an offer). */
export type OwnerNotice = 'paid' | 'inquiry';

/** The delivery regions as the owner reads them. */
const REGIONS: Record<OrderMailData['region'], string> = {
  POLAND: 'Polska',
  EUROPEAN_UNION: 'Unia Europejska',
  SWITZERLAND: 'Szwajcaria',
  OTHER: 'poza obszarem wysyłki',
};

const addressLines = (address: OrderMailData['shippingAddress']): string[] => [
  `${address.name} ${address.surname}`.trim(),
  [address.addressLine_1, address.addressLine_2].filter(Boolean).join(', '),
  `${address.postcode} ${address.city}, ${address.country}`,
  `${address.areaCode} ${address.phoneNumber}`,
];

/**
 * The owner's mail of an order (in Polish, the shop's language; the products named as the buyer saw them): what was
 * ordered, for how much, where it goes and a link to it in the back office, so nothing waits unseen. From the same
 * data as the buyer's mail, read once.
 */
export const composeOwnerOrderMail = (data: OrderMailData, notice: OwnerNotice, deps: { shopEmail: string; shopUrl: string }): MailMessage => {
  const { orderNumber } = data;
  const money = (cents: number) => formatMoney(cents, data.currency, 'pl');
  const lines = data.lines.map((line) => `- ${line.name}${line.options.length > 0 ? ` (${line.options.join(', ')})` : ''} × ${line.quantity}: ${money(line.total)}`);
  const subject =
    notice === 'paid' ? `Nowe opłacone zamówienie ${orderNumber}: ${money(data.total)}` : `Nowe zapytanie ${orderNumber}: czeka na ofertę`;
  const text = [
    notice === 'paid'
      ? // Courses alone ship nothing: the buyer already has them under "My courses".
        `Zamówienie ${orderNumber} zostało opłacone${data.parcels ? ' i czeka na wysyłkę' : '; kursy są już udostępnione kupującemu, nic nie trzeba wysyłać'}.`
      : `Zapytanie ${orderNumber} czeka na ofertę (kupujący pisze w języku: ${data.language === 'pl' ? 'polskim' : 'angielskim'}).`,
    '',
    ...lines,
    '',
    ...(data.discounted !== null ? [`Rabat${data.discountCode ? ` (${data.discountCode})` : ''}: −${money(data.original - data.discounted)}`] : []),
    `Dostawa (${REGIONS[data.region]}): ${data.shipment === null ? 'do ustalenia w ofercie' : money(data.shipment)}`,
    `Razem: ${money(data.total)}`,
    '',
    data.parcels ? 'Adres dostawy:' : 'Adres rozliczeniowy:',
    ...addressLines(data.shippingAddress),
    ...(data.invoiceAddress ? ['', 'Faktura na:', data.invoiceAddress.companyName, `NIP: ${data.invoiceAddress.companyIdentificationNumber}`] : []),
    '',
    `Kupujący: ${data.email}`,
    `W panelu sklepu: ${deps.shopUrl}/pl/admin/orders/${encodeURIComponent(orderNumber)}`,
  ].join('\n');
  return { to: deps.shopEmail, subject, text };
};
