import type { Shape } from '../shape';
import type { devices as en } from '../en/devices';

/** The devices registered to customers. */
export const devices: Shape<typeof en> = {
  devices: {
    title: 'Zarejestrowane urządzenia',
    loading: 'Wczytujemy zarejestrowane urządzenia…',
    failed: 'Nie udało się wczytać zarejestrowanych urządzeń.',
    empty: 'Nie znaleziono zarejestrowanych urządzeń.',
    searchLabel: 'Szukaj zarejestrowanych urządzeń',
    search: 'E-mail klienta zawiera',
    searchButton: 'Szukaj',
    caption: 'Urządzenia zarejestrowane przez klientów, od najnowszych',
    serial: 'Numer seryjny',
    type: 'Typ',
    customer: 'Klient',
    registered: 'Zarejestrowano',
    actions: 'Działania',
    release: 'Zwolnij',
    releaseOf: 'Zwolnij urządzenie {{serial}}',
    confirm: 'Zwolnić urządzenie {{serial}} z konta {{email}}? Klient musiałby zarejestrować je ponownie.',
    confirmRelease: 'Tak, zwolnij',
    cancel: 'Anuluj',
  },
};
