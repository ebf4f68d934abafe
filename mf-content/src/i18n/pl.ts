import type { Shape, en } from './en';

/** Polish texts the content bundle's pages share; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  status: {
    loading: 'Ładowanie…',
  },
  articles: {
    readMore: 'Czytaj artykuł',
    failed: 'Nie udało się wczytać artykułów. Spróbuj ponownie później.',
    empty: 'Nie ma jeszcze artykułów.',
    published: 'Opublikowano',
  },
  newsletter: {
    emailLabel: 'Twój adres e-mail',
    submit: 'Zapisz się',
    sending: 'Zapisywanie…',
    added: 'Jeszcze chwila: otwórz link, który właśnie wysłaliśmy na Twój adres, aby potwierdzić zapis.',
    alreadyRegistered: 'Ten adres jest już zapisany.',
    confirming: 'Potwierdzamy zapis do newslettera…',
    confirmed: 'Zapis do newslettera potwierdzony. Dziękujemy!',
    unsubscribing: 'Wypisujemy Cię z newslettera…',
    unsubscribed: 'Wypisaliśmy Cię z newslettera. Nie dostaniesz już od nas wiadomości newslettera.',
    linkInvalid: 'Ten link do newslettera jest nieprawidłowy lub wygasł. Zapisz się ponownie, aby dostać nowy.',
  },
  seller: {
    nip: 'NIP: {{nip}}',
    regon: 'REGON: {{regon}}',
    krs: 'Wpisana do rejestru przedsiębiorców KRS pod numerem {{number}}, {{court}}',
    ceidg: 'Wpis do Centralnej Ewidencji i Informacji o Działalności Gospodarczej (CEIDG): {{number}}',
    shareCapital: 'Kapitał zakładowy: {{amount}}',
    email: 'E-mail',
    phone: 'Telefon',
  },
};
