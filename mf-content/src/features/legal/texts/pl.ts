import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the privacy policy and terms of sale; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    privacy: {
      title: 'Polityka prywatności',
      description: 'Jak sklep Inercise przetwarza Twoje dane osobowe: jakie dane zbieramy i po co, komu je powierzamy, jak długo je przechowujemy i jakie masz prawa.',
    },
    terms: {
      title: 'Regulamin sprzedaży',
      description: 'Regulamin sprzedaży sklepu internetowego Inercise: konto, zamówienia, ceny i kody rabatowe, płatności, dostawa, odstąpienie od umowy i reklamacje.',
    },
  },
  legal: {
    polishOnly: 'Dokument jest dostępny tylko po polsku; wiążący jest tekst polski.',
    contents: 'Spis treści',
    updated: 'Ostatnia aktualizacja',
  },
};
