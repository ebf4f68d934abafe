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
    seller: 'Sprzedawca',
    controller: 'Administrator Twoich danych osobowych',
    polishOnly: 'Dokument jest dostępny tylko po polsku; wiążący jest tekst polski.',
    contents: 'Spis treści',
    updated: 'Ostatnia aktualizacja',
    retention: {
      title: 'Jak długo przechowujemy dane (skrót)',
      account: 'Konto: do jego usunięcia (usuwamy je w ciągu dwóch dni roboczych od żądania) albo po 3 latach bez logowania; uprzedzamy e-mailem 30 dni wcześniej, a zalogowanie się zachowuje konto.',
      orders: 'Zamówienia, faktury i płatności: 10 lat od początku roku następującego po roku obrotowym, którego dotyczą; po usunięciu konta nie są już z Tobą powiązane.',
      contact: 'Wiadomości z formularza kontaktowego: 2 lata.',
      sessions: 'Sesje logowania (urządzenie, przeglądarka, sieć): 30 dni od zakończenia sesji (wylogowania albo 30 dni bez korzystania); linki aktywacyjne i do zmiany hasła: do użycia albo wygaśnięcia; treść powiadomień operatora płatności: 180 dni, potem zostaje tylko wynik płatności.',
      records: 'Twój adres e-mail w powiadomieniach o płatnościach i w dzienniku zmian: 2 lata, potem go usuwamy.',
      newsletter: 'Newsletter: do wypisania się (link w każdej wiadomości newslettera) lub usunięcia konta; adres niepotwierdzony w ciągu 7 dni usuwamy.',
      logs: 'Dane techniczne w dziennikach serwera: nie dłużej niż 12 miesięcy.',
    },
    purposes: {
      title: 'Co przetwarzamy, po co i komu przekazujemy (skrót)',
      contract: 'Konto, zamówienia, sesje, zarejestrowane urządzenia, komentarze i ulubione artykuły: do prowadzenia konta i umowy sprzedaży.',
      health: 'Profil treningowy (płeć, wzrost, waga, data urodzenia, poziom aktywności, cele, np. rehabilitacja) może mówić o Twoim zdrowiu: przechowujemy go tylko za Twoją wyraźną zgodą wyrażoną w profilu; wycofanie zgody usuwa te pola.',
      newsletter: 'Newsletter: tylko za Twoją zgodą (pole przy rejestracji nie jest zaznaczone).',
      analytics: 'Statystyki odwiedzin: narzędzie analityczne wczytuje się dopiero po Twojej zgodzie w banerze; odmowa jest równie łatwa, a „Ustawienia cookies” w stopce zmieniają wybór w każdej chwili.',
      webVitals: 'Pomiary szybkości stron (Core Web Vitals) z części wizyt nie zawierają danych osobowych (adresu, identyfikatora ani cookies) i nie wymagają zgody.',
      recipients: 'Odbiorcy: Tpay (Krajowy Integrator Płatności S.A.) – płatności, Cloudflare Turnstile – weryfikacja, że nie jesteś botem, dostawca wysyłki e-maili, dostawca hostingu, firmy kurierskie, biuro rachunkowe, a dostawca analityki tylko za Twoją zgodą.',
    },
  },
};
