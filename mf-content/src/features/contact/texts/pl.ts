import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the contact page; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    contact: { title: 'Kontakt', description: 'Napisz lub zadzwoń do zespołu Inercise: pytania o urządzenie, zamówienie albo współpracę. Odpowiadamy w ciągu jednego dnia roboczego.' },
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Porozmawiajmy.',
    lead: 'Pytania o urządzenie, zamówienie albo współpracę? Napisz do nas, odpowiemy w ciągu jednego dnia roboczego.',
    name: 'Imię',
    email: 'Adres e-mail',
    message: 'Wiadomość',
    submit: 'Wyślij wiadomość',
    sending: 'Wysyłanie…',
    sent: 'Wiadomość wysłana. Dziękujemy, wkrótce się odezwiemy.',
    social: 'Obserwuj nas',
    seller: 'Sprzedawca',
    direct: 'Napisz lub zadzwoń',
  },
};
