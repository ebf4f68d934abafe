import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the device manual page (/qr); the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    qr: { title: 'Instrukcja urządzenia', description: 'Pobierz instrukcję swojego urządzenia Inercise w PDF: jak je rozstawić i bezpiecznie trenować, według numeru seryjnego z kodu QR.' },
  },
  qr: {
    eyebrow: 'Materiały urządzenia',
    title: 'Instrukcja Twojego urządzenia',
    lead: 'Wszystko, czego potrzebujesz, by rozstawić urządzenie i bezpiecznie trenować, w pliku PDF.',
    serial: 'Numer seryjny',
    noSerial: 'Brak numeru seryjnego: pobierzesz instrukcję ogólną.',
    download: 'Pobierz instrukcję (PDF)',
    downloading: 'Przygotowujemy instrukcję…',
    downloaded: 'Instrukcja Twojego urządzenia została pobrana.',
    general: 'Nie mamy osobnej instrukcji dla tego numeru seryjnego, więc pobrano instrukcję ogólną.',
    failed: 'Nie udało się pobrać instrukcji. Spróbuj ponownie.',
    register: 'Zarejestruj to urządzenie',
    guest: 'To Twoje urządzenie?',
    login: 'Zaloguj się, aby zarejestrować je na swoim koncie',
    myDevices: 'Przejdź do Moich urządzeń',
    registerWithCode: 'Zarejestruj je w Moich urządzeniach kodem z naklejki',
    registerResult: {
      registered: 'Urządzenie jest zarejestrowane na Twoim koncie.',
      notFound: 'Nie znamy urządzenia o tym numerze seryjnym i kodzie z naklejki.',
      elsewhere: 'To urządzenie jest zarejestrowane na innym koncie. Jeśli należy do Ciebie, skontaktuj się z nami.',
      failed: 'Nie udało się zarejestrować urządzenia. Spróbuj ponownie.',
    },
  },
};
