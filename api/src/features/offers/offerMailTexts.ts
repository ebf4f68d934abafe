import type { MailLanguage } from '../mail/orderMail/orderMailData.ts';

/** What an offer's mail says, from the offer as stored, its amounts already written in the reader's language. */
export interface OfferMailFacts {
  orderNumber: string;
  goods: string;
  shipment: string;
  total: string;
  /** The offer's last day, written in the reader's language. */
  validUntil: string;
  /** The order's page in the shop, where the offer is shown and paid. */
  link: string;
  /** Złoty offers are paid online; euro ones by transfer only (the payment provider takes złoty alone). */
  online: boolean;
  transfer: { accountHolder: string; bankAccount: string; bankName: string; reference: string } | null;
}

export interface OfferMailView {
  subject: string;
  heading: string;
  intro: string;
  amounts: { label: string; value: string; strong?: boolean }[];
  validity: string;
  action: { label: string; href: string; note: string };
  transfer: { title: string; lines: string[] } | null;
  documents: string;
}

/** The offer's mail in Polish or English. */
export const offerMailView = (facts: OfferMailFacts, language: MailLanguage): OfferMailView => {
  const { orderNumber: n } = facts;
  if (language === 'pl') {
    return {
      subject: `Inercise: oferta do zapytania ${n}`,
      heading: 'Nasza oferta',
      intro: `Dziękujemy za zapytanie ${n}. Oto nasza oferta: produkty z zapytania z dostawą pod wskazany adres.`,
      amounts: [
        { label: 'Produkty', value: facts.goods },
        { label: 'Dostawa', value: facts.shipment },
        { label: 'Razem do zapłaty', value: facts.total, strong: true },
      ],
      validity: `Oferta jest ważna do ${facts.validUntil} włącznie. Umowa zostanie zawarta, gdy ją przyjmiesz i zapłacisz.`,
      action: facts.online
        ? { label: 'Zobacz ofertę i zapłać', href: facts.link, note: 'Na stronie oferty przyjmij regulamin i wybierz „Zamawiam i płacę”, aby zapłacić przez Tpay.' }
        : { label: 'Zobacz ofertę', href: facts.link, note: 'Ofertę w euro opłacisz przelewem na poniższe konto.' },
      transfer: facts.transfer
        ? {
            title: 'Przelew bankowy',
            lines: [
              `Odbiorca: ${facts.transfer.accountHolder}`,
              `Numer konta (IBAN): ${facts.transfer.bankAccount}`,
              `Bank: ${facts.transfer.bankName}`,
              `Kwota: ${facts.total}`,
              `Tytuł przelewu: ${facts.transfer.reference}`,
              'Zamówienie uznamy za opłacone, gdy pieniądze wpłyną na nasze konto; potwierdzimy to wiadomością z fakturą.',
            ],
          }
        : null,
      documents: 'W załącznikach: regulamin sklepu, pouczenie o prawie odstąpienia od umowy i formularz odstąpienia.',
    };
  }
  return {
    subject: `Inercise: our offer for inquiry ${n}`,
    heading: 'Our offer',
    intro: `Thank you for inquiry ${n}. Here is our offer: the goods you asked about, delivered to the address you gave.`,
    amounts: [
      { label: 'Goods', value: facts.goods },
      { label: 'Delivery', value: facts.shipment },
      { label: 'Total to pay', value: facts.total, strong: true },
    ],
    validity: `The offer is valid until ${facts.validUntil} inclusive. The contract is made when you accept it and pay.`,
    action: facts.online
      ? { label: 'See the offer and pay', href: facts.link, note: 'On the offer page accept the terms and choose "Order and pay" to pay through Tpay.' }
      : { label: 'See the offer', href: facts.link, note: 'An offer in euro is paid by bank transfer to the account below.' },
    transfer: facts.transfer
      ? {
          title: 'Bank transfer',
          lines: [
            `Payee: ${facts.transfer.accountHolder}`,
            `Account (IBAN): ${facts.transfer.bankAccount}`,
            `Bank: ${facts.transfer.bankName}`,
            `Amount: ${facts.total}`,
            `Transfer reference: ${facts.transfer.reference}`,
            'The order counts as paid once the money reaches our account; we confirm it by mail with the invoice.',
          ],
        }
      : null,
    documents: 'Attached: the terms of sale, the information on the right of withdrawal and the withdrawal form.',
  };
};

/** The text part: the same content as the HTML. */
export const offerMailText = (view: OfferMailView): string =>
  [
    view.heading,
    view.intro,
    view.amounts.map((amount) => `${amount.label}: ${amount.value}`).join('\n'),
    view.validity,
    `${view.action.label}: ${view.action.href}\n${view.action.note}`,
    ...(view.transfer ? [`${view.transfer.title}\n${view.transfer.lines.join('\n')}`] : []),
    view.documents,
  ].join('\n\n');
