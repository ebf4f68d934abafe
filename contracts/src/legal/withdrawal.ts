import type { Seller } from '../domain/seller';
import type { LegalDocumentText } from './legalDocument';

/**
 * The consumer's right of withdrawal as the Polish Consumer Rights Act words it: the information of its Annex 1 and
 * the model form of its Annex 2 (in English, Annex I of Directive 2011/83/EU, which they transpose). Sent with every
 * order confirmation; the seller named is the one configured, so the buyer knows whom to write to.
 */

export type LegalLanguage = 'pl' | 'en';

/** The seller as the withdrawal texts name it: name, postal address, e-mail and phone. */
export const sellerLine = (seller: Pick<Seller, 'legalName' | 'street' | 'postcode' | 'city' | 'email' | 'phone'>): string =>
  `${seller.legalName}, ${seller.street}, ${seller.postcode} ${seller.city}, e-mail ${seller.email}, tel. ${seller.phone}`;

/** The withdrawal information (Annex 1), naming the seller and the address the goods go back to. */
export const withdrawalInformation = (language: LegalLanguage, seller: Seller): LegalDocumentText => {
  const who = sellerLine(seller);
  const returnAddress = `${seller.legalName}, ${seller.street}, ${seller.postcode} ${seller.city}`;
  if (language === 'pl')
    return {
      title: 'Pouczenie o prawie odstąpienia od umowy',
      updated: '2026-11-29',
      intro: 'Informacja dla konsumenta (oraz przedsiębiorcy na prawach konsumenta) zgodna z załącznikiem nr 1 do ustawy o prawach konsumenta.',
      sections: [
        {
          id: 'prawo-odstapienia',
          title: 'Prawo odstąpienia od umowy',
          blocks: [
            'Mają Państwo prawo odstąpić od niniejszej umowy w terminie 14 dni bez podania jakiejkolwiek przyczyny.',
            'Termin do odstąpienia od umowy wygasa po upływie 14 dni od dnia, w którym weszli Państwo w posiadanie rzeczy lub w którym osoba trzecia inna niż przewoźnik i wskazana przez Państwa weszła w posiadanie rzeczy; przy zamówieniu obejmującym wiele rzeczy dostarczanych osobno – od dnia, w którym weszli Państwo w posiadanie ostatniej z nich.',
            `Aby skorzystać z prawa odstąpienia od umowy, muszą Państwo poinformować nas (${who}) o swojej decyzji o odstąpieniu od niniejszej umowy w drodze jednoznacznego oświadczenia (na przykład pismo wysłane pocztą lub pocztą elektroniczną). Mogą Państwo skorzystać z załączonego wzoru formularza odstąpienia od umowy, jednak nie jest to obowiązkowe.`,
            'Aby zachować termin do odstąpienia od umowy, wystarczy, aby wysłali Państwo informację dotyczącą wykonania przysługującego Państwu prawa odstąpienia od umowy przed upływem terminu do odstąpienia od umowy.',
          ],
        },
        {
          id: 'skutki-odstapienia',
          title: 'Skutki odstąpienia od umowy',
          blocks: [
            'W przypadku odstąpienia od niniejszej umowy zwracamy Państwu wszystkie otrzymane od Państwa płatności, w tym koszty dostarczenia rzeczy (z wyjątkiem dodatkowych kosztów wynikających z wybranego przez Państwa sposobu dostarczenia innego niż najtańszy zwykły sposób dostarczenia oferowany przez nas), niezwłocznie, a w każdym przypadku nie później niż 14 dni od dnia, w którym zostaliśmy poinformowani o Państwa decyzji o wykonaniu prawa odstąpienia od niniejszej umowy. Zwrotu płatności dokonamy przy użyciu takich samych sposobów płatności, jakie zostały przez Państwa użyte w pierwotnej transakcji, chyba że wyraźnie zgodziliście się Państwo na inne rozwiązanie; w każdym przypadku nie poniosą Państwo żadnych opłat w związku z tym zwrotem.',
            'Możemy wstrzymać się ze zwrotem płatności do czasu otrzymania rzeczy lub do czasu dostarczenia nam dowodu jej odesłania, w zależności od tego, które zdarzenie nastąpi wcześniej.',
            `Prosimy odesłać lub przekazać nam rzecz na adres ${returnAddress} niezwłocznie, a w każdym razie nie później niż 14 dni od dnia, w którym poinformowali nas Państwo o odstąpieniu od niniejszej umowy. Termin jest zachowany, jeżeli odeślą Państwo rzecz przed upływem terminu 14 dni.`,
            'Poniosą Państwo bezpośrednie koszty zwrotu rzeczy.',
            'Odpowiadają Państwo tylko za zmniejszenie wartości rzeczy wynikające z korzystania z niej w sposób inny niż było to konieczne do stwierdzenia charakteru, cech i funkcjonowania rzeczy.',
          ],
        },
        {
          id: 'wyjatki',
          title: 'Kiedy prawo odstąpienia nie przysługuje',
          blocks: [
            'Prawo odstąpienia nie przysługuje m.in. przy treściach cyfrowych (np. kursach online) niedostarczanych na nośniku materialnym, jeżeli spełnianie świadczenia rozpoczęło się za wyraźną zgodą konsumenta przed upływem terminu do odstąpienia od umowy i po poinformowaniu go przez Sprzedawcę o utracie prawa odstąpienia.',
          ],
        },
      ],
    };
  return {
    title: 'Information on the right of withdrawal',
    updated: '2026-11-29',
    intro: 'Information for consumers (and sole traders buying on consumer terms), as in Annex 1 to the Polish Consumer Rights Act. The Polish text is binding.',
    sections: [
      {
        id: 'right-of-withdrawal',
        title: 'Right of withdrawal',
        blocks: [
          'You have the right to withdraw from this contract within 14 days without giving any reason.',
          'The withdrawal period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods; for several goods ordered together and delivered separately, from the day you acquire possession of the last of them.',
          `To exercise the right of withdrawal, you must inform us (${who}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or e-mail). You may use the attached model withdrawal form, but it is not obligatory.`,
          'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
        ],
      },
      {
        id: 'effects-of-withdrawal',
        title: 'Effects of withdrawal',
        blocks: [
          'If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.',
          'We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.',
          `You shall send back the goods or hand them over to us at ${returnAddress}, without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired.`,
          'You will have to bear the direct cost of returning the goods.',
          'You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.',
        ],
      },
      {
        id: 'exceptions',
        title: 'When there is no right of withdrawal',
        blocks: [
          'Among others, digital content not supplied on a tangible medium (such as online courses) once its supply has begun with your express consent before the end of the withdrawal period, after we told you that you would lose the right of withdrawal.',
        ],
      },
    ],
  };
};

/** What the shop fills in on the model form: the order and its buyer. */
export interface WithdrawalFormFill {
  orderNumber: string;
  /** ISO date of the order (the contract's conclusion). */
  orderedOn: string;
  buyerName: string;
  buyerAddress: string;
  /** The goods ordered, one line each ("Inercise set × 1"). */
  goods: string[];
}

export interface WithdrawalForm {
  title: string;
  note: string;
  /** The form's lines: a label and what is filled in ('' to be completed by hand). */
  fields: { label: string; value: string }[];
  footnote: string;
}

/** The model withdrawal form (Annex 2), filled with the order's number, date, goods and buyer. */
export const withdrawalForm = (language: LegalLanguage, seller: Seller, fill: WithdrawalFormFill): WithdrawalForm => {
  const goods = `${fill.goods.join('; ')} (${language === 'pl' ? 'zamówienie' : 'order'} ${fill.orderNumber})`;
  if (language === 'pl')
    return {
      title: 'Wzór formularza odstąpienia od umowy',
      note: '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
      fields: [
        { label: 'Adresat', value: sellerLine(seller) },
        { label: 'Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*)', value: goods },
        { label: 'Data zawarcia umowy(*)/odbioru(*)', value: fill.orderedOn },
        { label: 'Imię i nazwisko konsumenta(-ów)', value: fill.buyerName },
        { label: 'Adres konsumenta(-ów)', value: fill.buyerAddress },
        { label: 'Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)', value: '' },
        { label: 'Data', value: '' },
      ],
      footnote: '(*) Niepotrzebne skreślić.',
    };
  return {
    title: 'Model withdrawal form',
    note: '(complete and return this form only if you wish to withdraw from the contract)',
    fields: [
      { label: 'To', value: sellerLine(seller) },
      { label: 'I/We(*) hereby give notice that I/We(*) withdraw from my/our(*) contract of sale of the following goods(*)', value: goods },
      { label: 'Ordered on(*)/received on(*)', value: fill.orderedOn },
      { label: 'Name of consumer(s)', value: fill.buyerName },
      { label: 'Address of consumer(s)', value: fill.buyerAddress },
      { label: 'Signature of consumer(s) (only if this form is notified on paper)', value: '' },
      { label: 'Date', value: '' },
    ],
    footnote: '(*) Delete as appropriate.',
  };
};
