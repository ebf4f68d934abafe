import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the companion app page; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    application: { title: 'Aplikacja', description: 'Aplikacja Inercise mierzy każde powtórzenie: moc, prędkość i postępy na iOS i Androidzie.' },
  },
  application: {
    eyebrow: 'Aplikacja',
    title: 'Każde powtórzenie zmierzone.',
    lead: 'Aplikacja Inercise łączy się z urządzeniem i pokazuje Twoją moc, prędkość i postępy na bieżąco. Bezpłatnie na iOS i Androida.',
    ios: 'Pobierz aplikację na iOS',
    android: 'Pobierz aplikację na Androida',
    screenAlt: 'Ekran treningu w aplikacji: moc 1 284 W, powtórzenia, bezwładność i prędkość',
    stepsTitle: 'Zacznij w czterech krokach',
    steps: {
      mobile: { title: 'Urządzenie mobilne', text: 'Telefon lub tablet z Bluetooth, iOS 15 albo Android 10 lub nowszy.' },
      disk: { title: 'Dysk urządzenia', text: 'Załóż wybrany dysk na koło zamachowe; aplikacja rozpozna jego rozmiar.' },
      download: { title: 'Pobierz', text: 'Zainstaluj aplikację ze sklepu i sparuj ją z platformą.' },
      training: { title: 'Trening', text: 'Wybierz ćwiczenie i zaczynaj: każde powtórzenie pojawia się na ekranie na żywo.' },
    },
  },
};
