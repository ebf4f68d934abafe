/** The shop's mails, in the shopper's language where we know it (Polish first otherwise, then English). */
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

export const orderMail = (orderNumber: string, language: string, total: string, currency: string) =>
  language === 'pl'
    ? { subject: `Inercise: zamówienie ${orderNumber}`, text: `Dziękujemy za zamówienie ${orderNumber} na kwotę ${total} ${currency}.` }
    : { subject: `Inercise: order ${orderNumber}`, text: `Thank you for your order ${orderNumber} of ${total} ${currency}.` };

export const paymentMail = (orderNumber: string, language: string, total: string, currency: string) =>
  language === 'pl'
    ? { subject: `Inercise: płatność za zamówienie ${orderNumber} przyjęta`, text: `Otrzymaliśmy płatność ${total} ${currency} za zamówienie ${orderNumber}. Przygotowujemy wysyłkę.` }
    : { subject: `Inercise: payment received for order ${orderNumber}`, text: `We received your payment of ${total} ${currency} for order ${orderNumber}. We are preparing the shipment.` };
