import type { Region } from '@inercise/contracts';
import { contracts } from '../../../contracts.ts';
import type { MailLanguage } from './orderMailData.ts';

const { INQUIRY_OFFER_WORKING_DAYS } = contracts;

/** Which of an order's mails: its confirmation when placed, its inquiry's acknowledgement, or the payment's. */
export type OrderMailKind = 'placed' | 'inquiry' | 'paid';

const polishDays = (n: number) => (n === 1 ? 'dzień' : 'dni');
const polishWorkingDays = (n: number) => (n === 1 ? 'dnia roboczego' : 'dni roboczych');

/** The order mails' words in Polish and English. */
export const orderMailTexts = {
  pl: {
    subject: {
      placed: (n: string) => `Inercise: zamówienie ${n}`,
      inquiry: (n: string) => `Inercise: zapytanie ofertowe ${n}`,
      paid: (n: string) => `Inercise: płatność za zamówienie ${n} przyjęta`,
    },
    heading: { placed: 'Potwierdzenie zamówienia', inquiry: 'Otrzymaliśmy Twoje zapytanie', paid: 'Płatność przyjęta' },
    intro: {
      placed: (n: string, date: string) =>
        `Dziękujemy za zamówienie ${n} złożone ${date}. Potwierdzamy jego przyjęcie na poniższych warunkach; wyślemy je po zaksięgowaniu płatności.`,
      inquiry: (n: string, date: string) =>
        `Dziękujemy za zapytanie ${n} złożone ${date}. To jeszcze nie zamówienie: w ciągu ${INQUIRY_OFFER_WORKING_DAYS} ${polishWorkingDays(INQUIRY_OFFER_WORKING_DAYS)} wyślemy Ci ofertę z kosztem dostawy i sposobem płatności. Umowa zostanie zawarta dopiero po jej przyjęciu.`,
      paid: (n: string, date: string, total: string) =>
        `Otrzymaliśmy płatność ${total} za zamówienie ${n} złożone ${date}. Przygotowujemy wysyłkę.`,
    },
    orderNumber: 'Numer zamówienia',
    orderDate: 'Data zamówienia',
    product: 'Produkt',
    quantity: 'Ilość',
    unitPrice: 'Cena jedn.',
    lineTotal: 'Wartość',
    goods: 'Produkty',
    discount: (code: string | null) => (code ? `Rabat (kod ${code})` : 'Rabat'),
    delivery: 'Dostawa',
    deliveryMethod: (region: string) => `Przesyłka kurierska – ${region}`,
    deliveryByOffer: 'koszt podamy w ofercie',
    dispatch: (days: number | null) =>
      days === null || days === 0
        ? 'Przewidywana wysyłka: towar jest gotowy do wysyłki; wysyłamy od drugiego dnia roboczego po zaksięgowaniu płatności.'
        : `Przewidywana wysyłka: do ${days} ${polishDays(days)} na przygotowanie (najdłuższy czas spośród wybranych opcji), licząc od zaksięgowania płatności.`,
    total: 'Razem do zapłaty',
    totalInquiry: 'Razem (bez kosztu dostawy)',
    vatLine: (rate: number, vat: string, gross: string) => `w tym VAT ${rate}%: ${vat} (od ${gross} brutto)`,
    shippingAddress: 'Adres dostawy',
    invoiceAddress: 'Dane do faktury',
    invoiceAsShipping: 'Faktura na dane z adresu dostawy.',
    companyId: 'NIP',
    seller: 'Sprzedawca',
    sellerNip: 'NIP',
    sellerRegon: 'REGON',
    sellerKrs: (kind: string, number: string, court: string) => (kind === 'KRS' ? `KRS ${number}, ${court}` : `CEIDG ${number}`),
    sellerContact: (email: string, phone: string) => `e-mail ${email}, tel. ${phone}`,
    documents: 'Dokumenty',
    terms: 'Regulamin sprzedaży',
    withdrawal: 'Pouczenie o prawie odstąpienia od umowy',
    orders: 'Twoje zamówienia',
    payText: 'Jeśli płatność się nie powiodła lub została przerwana, możesz zapłacić ponownie na stronie zamówienia.',
    payLink: 'Zapłać za zamówienie',
    attached: 'W załącznikach: regulamin sprzedaży, pouczenie o prawie odstąpienia od umowy i wypełniony formularz odstąpienia (PDF).',
    withdrawalShort:
      'Jako konsument możesz odstąpić od umowy w ciągu 14 dni od otrzymania towaru bez podania przyczyny. Reklamację zgłosisz e-mailem do sprzedawcy; jej tryb opisuje regulamin (Reklamacje).',
    // Digital products (docs/product-rules.md, "Digital products").
    paidCourses: (n: string, date: string, total: string) =>
      `Otrzymaliśmy płatność ${total} za zamówienie ${n} złożone ${date}. Twój kurs jest już dostępny: zaloguj się w sklepie na to konto i otwórz „Moje kursy” w swoim koncie, a następnie kliknij „Rozpocznij kurs”.`,
    paidMixed: 'Kursy z tego zamówienia są już dostępne w „Moich kursach” w Twoim koncie; pozostałe produkty przygotowujemy do wysyłki.',
    noDelivery: 'bez dostawy (kurs online)',
    deliveryOnline: 'Kurs online: bez wysyłki, dostęp w „Moich kursach” po zaksięgowaniu płatności.',
    deliveryParcelsOnly: 'Koszt dostawy dotyczy tylko produktów wysyłanych; kursy udostępniamy online.',
    billingAddress: 'Adres rozliczeniowy',
    digitalConsent: (date: string) =>
      `${date} zgodziłeś(-aś) się na dostarczenie kursu (treści cyfrowej) przed upływem terminu do odstąpienia od umowy i przyjąłeś(-ęłaś) do wiadomości, że z chwilą rozpoczęcia dostarczenia tracisz prawo odstąpienia od umowy w zakresie kursu (art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta).`,
    myCourses: 'Moje kursy',
    region: { POLAND: 'Polska', SWITZERLAND: 'Szwajcaria', EUROPEAN_UNION: 'Unia Europejska', OTHER: 'poza regionami wysyłki' } satisfies Record<Region, string>,
  },
  en: {
    subject: {
      placed: (n: string) => `Inercise: order ${n}`,
      inquiry: (n: string) => `Inercise: inquiry ${n}`,
      paid: (n: string) => `Inercise: payment received for order ${n}`,
    },
    heading: { placed: 'Order confirmation', inquiry: 'We received your inquiry', paid: 'Payment received' },
    intro: {
      placed: (n: string, date: string) =>
        `Thank you for your order ${n} placed on ${date}. We confirm we accept it on the terms below; we ship it once the payment is booked.`,
      inquiry: (n: string, date: string) =>
        `Thank you for your inquiry ${n} placed on ${date}. It is not an order yet: within ${INQUIRY_OFFER_WORKING_DAYS} working day${INQUIRY_OFFER_WORKING_DAYS === 1 ? "" : "s"} we will send you an offer with the delivery cost and how to pay. The contract is made only once you accept it.`,
      paid: (n: string, date: string, total: string) => `We received your payment of ${total} for order ${n} placed on ${date}. We are preparing the shipment.`,
    },
    orderNumber: 'Order number',
    orderDate: 'Order date',
    product: 'Product',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Amount',
    goods: 'Products',
    discount: (code: string | null) => (code ? `Discount (code ${code})` : 'Discount'),
    delivery: 'Delivery',
    deliveryMethod: (region: string) => `Courier – ${region}`,
    deliveryByOffer: 'priced in our offer',
    dispatch: (days: number | null) =>
      days === null || days === 0
        ? 'Expected dispatch: in stock; we ship from the second working day after the payment is booked.'
        : `Expected dispatch: up to ${days} day${days === 1 ? '' : 's'} to prepare (the longest of the chosen options), counted from the payment.`,
    total: 'Total to pay',
    totalInquiry: 'Total (delivery not included)',
    vatLine: (rate: number, vat: string, gross: string) => `including VAT ${rate}%: ${vat} (of ${gross} gross)`,
    shippingAddress: 'Delivery address',
    invoiceAddress: 'Invoice details',
    invoiceAsShipping: 'Invoice to the delivery address.',
    companyId: 'Tax ID',
    seller: 'Seller',
    sellerNip: 'NIP (tax ID)',
    sellerRegon: 'REGON',
    sellerKrs: (kind: string, number: string, court: string) => (kind === 'KRS' ? `KRS ${number}, ${court}` : `CEIDG ${number}`),
    sellerContact: (email: string, phone: string) => `e-mail ${email}, phone ${phone}`,
    documents: 'Documents',
    terms: 'Terms of sale',
    withdrawal: 'Information on the right of withdrawal',
    orders: 'Your orders',
    payText: 'If the payment failed or was interrupted, you can pay again on the order’s page.',
    payLink: 'Pay for the order',
    attached: 'Attached: the terms of sale, the information on the right of withdrawal and a filled withdrawal form (PDF).',
    withdrawalShort:
      'As a consumer you may withdraw from the contract within 14 days of receiving the goods without giving a reason. A complaint goes to the seller by e-mail; the terms of sale (section “Reklamacje”) set out how it is handled.',
    paidCourses: (n: string, date: string, total: string) =>
      `We received your payment of ${total} for order ${n} placed on ${date}. Your course is ready: log in to the shop with this account, open “My courses” in your account and click “Start the course”.`,
    paidMixed: 'The courses of this order are ready under “My courses” in your account; we are preparing the other products for shipment.',
    noDelivery: 'no delivery (online course)',
    deliveryOnline: 'Online course: nothing is shipped; access under “My courses” once the payment is booked.',
    deliveryParcelsOnly: 'Delivery is charged for the shipped products only; courses are made available online.',
    billingAddress: 'Billing address',
    digitalConsent: (date: string) =>
      `On ${date} you consented to the course (digital content) being supplied before the withdrawal period ends and acknowledged that you lose the right to withdraw from the contract for the course once its supply begins (art. 38(1)(13) of the Polish Consumer Rights Act).`,
    myCourses: 'My courses',
    region: { POLAND: 'Poland', SWITZERLAND: 'Switzerland', EUROPEAN_UNION: 'European Union', OTHER: 'outside the shipping regions' } satisfies Record<Region, string>,
  },
} satisfies Record<MailLanguage, unknown>;

/** A date as the reader writes it: "29 listopada 2026" / "29 November 2026" (the shop's time zone). */
export const mailDate = (date: Date, language: MailLanguage): string =>
  new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' }).format(date);
