import type { TranslationShape } from './translationShape';
import type { commonTranslationsEn } from './commonTranslationsEn';

/** Polish common texts; the type makes a missing or extra key a compile error. */
export const commonTranslationsPl: TranslationShape<typeof commonTranslationsEn> = {
  validation: {
    fillOutAllFields: 'Wypełnij wszystkie pola.',
    emailIncorrect: 'Adres e-mail jest niepoprawny.',
    passwordsNotSame: 'Hasła nie są takie same.',
    passwordsNotIdentical: 'Hasła nie są identyczne.',
    passwordRequirement:
      'Hasło musi mieć od 8 do 255 znaków, w tym małą literę, wielką literę, cyfrę i znak specjalny.',
    phoneNineDigits: 'Numer telefonu musi mieć dokładnie 9 cyfr.',
    phoneInvalid: 'To nie jest numer telefonu kraju o tym numerze kierunkowym. Sprawdź numer kierunkowy i numer.',
    postcodeInvalid: 'Ten kod pocztowy nie ma formatu wybranego kraju.',
    minThreeChars: 'Wypełnij wszystkie wymagane pola (co najmniej 3 znaki).',
    invalidAddress: 'Podaj poprawny adres e-mail.',
    emptyMessage: 'Nie można wysłać pustej wiadomości.',
    invalidEmail: 'Niepoprawny adres e-mail.',
    selectPaymentMethod: 'Wybierz metodę płatności.',
    selectCountry: 'Wybierz kraj.',
    required: 'To pole jest wymagane.',
    tooLong: 'Ten tekst jest za długi.',
    heightRange: 'Podaj wzrost od 100 do 250 cm.',
    weightRange: 'Podaj wagę od 30 do 300 kg.',
    birthDateRange: 'Podaj prawdziwą datę urodzenia, nie z przyszłości (wiek od 13 do 120 lat).',
    healthDataConsentRequired: 'Zaznacz zgodę, aby zapisać te dane o Twoim ciele i treningu, albo zostaw je puste.',
    unknownChoice: 'Wybierz jedną z podanych opcji.',
    digitalConsent: 'Aby zamówić kurs, wyraź zgodę na jego udostępnienie od razu i przyjmij do wiadomości utratę prawa odstąpienia od umowy.',
    acceptTerms: 'Zaakceptuj regulamin sprzedaży, aby złożyć zamówienie.',
    invalidTaxNumber: 'Nieprawidłowy NIP.',
  },
  fallback: {
    title: 'Ta część sklepu jest teraz niedostępna.',
    retry: 'Spróbuj ponownie',
    loading: 'Ładowanie…',
  },
  botCheck: {
    label: 'Weryfikacja bezpieczeństwa',
  },
  errors: {
    generic: 'Coś poszło nie tak. Spróbuj ponownie.',
    network: 'Nie możemy teraz połączyć się ze sklepem. Sprawdź połączenie i spróbuj ponownie.',
    unexpected: 'Nieoczekiwany błąd aplikacji!',
    captchaFailed: 'Nie udało się potwierdzić, że nie jesteś botem. Przejdź weryfikację i spróbuj ponownie.',
  },
  price: {
    previous: 'Poprzednia cena',
    current: 'Cena',
    lowest30d: 'Najniższa cena z 30 dni przed obniżką: {{price}}',
  },
};
