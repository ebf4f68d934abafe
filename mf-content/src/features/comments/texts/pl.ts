import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of an article's comments; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  comments: {
    title: 'Komentarze',
    show: 'Pokaż komentarze',
    empty: 'Nie ma jeszcze komentarzy.',
    failed: 'Nie udało się wczytać komentarzy. Spróbuj ponownie później.',
    retry: 'Spróbuj ponownie',
    author: 'Autor',
    someone: 'Klient',
    posted: 'Dodano',
    logInPrompt: 'Zaloguj się, aby dodać komentarz.',
    logIn: 'Zaloguj się',
    label: 'Twój komentarz',
    hint: 'Zwykły tekst, najwyżej {{max}} znaków. Komentarz pojawi się po zatwierdzeniu przez sklep.',
    submit: 'Dodaj komentarz',
    sending: 'Wysyłanie…',
    sent: 'Dziękujemy! Twój komentarz czeka na zatwierdzenie.',
    tooMany: 'Dodałeś kilka komentarzy w krótkim czasie. Spróbuj ponownie za kilka minut.',
    yours: 'Twoje komentarze',
    waiting: 'Czeka na zatwierdzenie',
    rejected: 'Niezatwierdzony',
  },
};
