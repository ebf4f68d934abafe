import { formatMoney } from './formatMoney.ts';

/**
 * The shop's short mails, in the shopper's language where we know it (Polish first otherwise, then English); amounts
 * in minor units, written per language. An order's confirmation and payment mails are orderMail/orderMail.ts.
 */
const both = (pl: string, en: string) => `${pl}\n\n-----\n\n${en}`;

export const activationMail = (link: string) => ({
  subject: 'Inercise: aktywuj konto / activate your account',
  text: both(
    `Dziękujemy za rejestrację w sklepie Inercise.\n\nAby aktywować konto, otwórz link:\n${link}\n\nLink jest ważny 48 godzin.`,
    `Thank you for registering at the Inercise shop.\n\nTo activate your account, open:\n${link}\n\nThe link is valid for 48 hours.`,
  ),
});

export const resetMail = (link: string) => ({
  subject: 'Inercise: zmiana hasła / password reset',
  text: both(
    `Otrzymaliśmy prośbę o zmianę hasła. Aby ustawić nowe hasło, otwórz link:\n${link}\n\nLink jest ważny godzinę. Jeśli to nie Ty, zignoruj tę wiadomość.`,
    `We received a request to reset your password. To set a new one, open:\n${link}\n\nThe link is valid for one hour. If it was not you, ignore this message.`,
  ),
});

export const contactMail = (from: string, name: string, message: string) => ({
  subject: `Formularz kontaktowy: ${name || from}`,
  text: `Od / From: ${name} <${from}>\n\n${message}`,
});

/** A payment arrived for an order the owner had cancelled: the shopper hears it will be refunded. */
export const refundMail = (orderNumber: string, language: string, cents: number, currency: string) => {
  const total = formatMoney(cents, currency, language);
  return language === 'pl'
    ? {
        subject: `Inercise: zwrot płatności za zamówienie ${orderNumber}`,
        text: `Otrzymaliśmy płatność ${total} za zamówienie ${orderNumber}, które zostało wcześniej anulowane. Zwrócimy ją w ciągu 14 dni tą samą drogą, którą zapłacono.`,
      }
    : {
        subject: `Inercise: refund for order ${orderNumber}`,
        text: `We received a payment of ${total} for order ${orderNumber}, which had been cancelled. We will refund it within 14 days, the same way it was paid.`,
      };
};

/** The same payment, for the shop's inbox: someone has to send the money back. */
export const refundNeededMail = (orderNumber: string, cents: number, currency: string, customer: string | null) => ({
  subject: `Do zwrotu / Refund needed: ${orderNumber}`,
  text: both(
    `Zamówienie ${orderNumber} zostało opłacone (${formatMoney(cents, currency, 'pl')}) po anulowaniu. Zwróć płatność klientowi${customer ? ` (${customer})` : ''}.`,
    `Order ${orderNumber} was paid (${formatMoney(cents, currency, 'en')}) after it had been cancelled. Refund the customer${customer ? ` (${customer})` : ''}.`,
  ),
});

/** To the shop's inbox: the payer's bank took an order's money back (a chargeback). */
export const chargebackMail = (orderNumber: string, cents: number, currency: string, status: string, customer: string | null) => ({
  subject: `Obciążenie zwrotne / Chargeback: ${orderNumber}`,
  text: both(
    `Płatność za zamówienie ${orderNumber} (${formatMoney(cents, currency, 'pl')}) została cofnięta przez bank płacącego (obciążenie zwrotne). Status zamówienia: ${status}.${customer ? ` Klient: ${customer}.` : ''} Sprawdź je w panelu sklepu, zanim wyślesz towar, i odpowiedz operatorowi płatności.`,
    `The payment for order ${orderNumber} (${formatMoney(cents, currency, 'en')}) was taken back by the payer's bank (a chargeback). The order's status: ${status}.${customer ? ` Customer: ${customer}.` : ''} Check it in the back office before shipping anything, and answer the payment provider.`,
  ),
});

/**
 * The shop owner moved an order on (back office or command line): shipped (with the parcel's tracking number when
 * given), delivered or cancelled. A cancellation's reason is the owner's note and is not mailed. `ordersLink` is the
 * customer's order history in the order's language.
 */
export const orderStatusMail = (orderNumber: string, language: string, status: 'SHIPPED' | 'DELIVERED' | 'CANCELLED', trackingNumber: string | null, ordersLink: string) => {
  if (language === 'pl') {
    const pl = {
      SHIPPED: {
        subject: `Inercise: zamówienie ${orderNumber} zostało wysłane`,
        text: `Zamówienie ${orderNumber} jest w drodze.${trackingNumber ? `\n\nNumer przesyłki: ${trackingNumber}` : ''}`,
      },
      DELIVERED: { subject: `Inercise: zamówienie ${orderNumber} zostało dostarczone`, text: `Zamówienie ${orderNumber} zostało dostarczone. Dziękujemy za zakupy w Inercise!` },
      CANCELLED: { subject: `Inercise: zamówienie ${orderNumber} zostało anulowane`, text: `Zamówienie ${orderNumber} zostało anulowane. Jeśli masz pytania, odpowiedz na tę wiadomość.` },
    }[status];
    return { subject: pl.subject, text: `${pl.text}\n\nTwoje zamówienia: ${ordersLink}` };
  }
  const en = {
    SHIPPED: {
      subject: `Inercise: order ${orderNumber} has been shipped`,
      text: `Your order ${orderNumber} is on its way.${trackingNumber ? `\n\nTracking number: ${trackingNumber}` : ''}`,
    },
    DELIVERED: { subject: `Inercise: order ${orderNumber} has been delivered`, text: `Your order ${orderNumber} has been delivered. Thank you for shopping at Inercise!` },
    CANCELLED: { subject: `Inercise: order ${orderNumber} has been cancelled`, text: `Your order ${orderNumber} has been cancelled. If you have any questions, reply to this message.` },
  }[status];
  return { subject: en.subject, text: `${en.text}\n\nYour orders: ${ordersLink}` };
};
