/** The buyer's mails about an order still unpaid: a reminder the day before the deadline, then its cancellation. */

const dayOf = (date: Date, language: 'pl' | 'en'): string =>
  new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Warsaw' }).format(date);

export const paymentReminderMail = (orderNumber: string, language: 'pl' | 'en', dueAt: Date, orderLink: string) =>
  language === 'pl'
    ? {
        subject: `Inercise: zamówienie ${orderNumber} czeka na płatność`,
        text: `Zamówienie ${orderNumber} nie zostało jeszcze opłacone. Jeśli nie otrzymamy płatności do ${dayOf(dueAt, 'pl')}, zamówienie zostanie anulowane, zgodnie z regulaminem sklepu.\n\nAby zapłacić, otwórz stronę zamówienia i wybierz „Zapłać ponownie”:\n${orderLink}`,
      }
    : {
        subject: `Inercise: order ${orderNumber} is waiting for payment`,
        text: `Order ${orderNumber} has not been paid yet. If we do not receive the payment by ${dayOf(dueAt, 'en')}, the order will be cancelled, as the shop's terms say.\n\nTo pay, open the order's page and choose "Pay again":\n${orderLink}`,
      };

export const unpaidCancellationMail = (orderNumber: string, language: 'pl' | 'en', days: number, cartLink: string) =>
  language === 'pl'
    ? {
        subject: `Inercise: zamówienie ${orderNumber} anulowane`,
        text: `Zamówienie ${orderNumber} nie zostało opłacone w ciągu ${days} dni i zostało anulowane, zgodnie z regulaminem sklepu. Nie pobraliśmy żadnej płatności.\n\nJeśli nadal chcesz kupić te produkty, możesz złożyć nowe zamówienie:\n${cartLink}`,
      }
    : {
        subject: `Inercise: order ${orderNumber} cancelled`,
        text: `Order ${orderNumber} was not paid within ${days} days and has been cancelled, as the shop's terms say. No payment was taken.\n\nIf you still want these products, you can place a new order:\n${cartLink}`,
      };
