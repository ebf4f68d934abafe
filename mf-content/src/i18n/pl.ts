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
    added: 'Dodano. Dziękujemy za zapis!',
    alreadyRegistered: 'Ten adres jest już zapisany.',
  },
};
