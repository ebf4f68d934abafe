import type { LegalDocumentText } from './legalDocument';

/**
 * The terms of sale (docs/product-rules.md#content-pages): Polish only, the binding text. {{seller}}, {{email}} and
 * {{phone}} stand for the seller's details (GET /seller), filled in where the text is drawn (sellerInText.ts beside it).
 */
export const termsOfSaleText: LegalDocumentText = {
  title: 'Regulamin sprzedaży',
  updated: '2026-11-29',
  intro:
    'Regulamin określa zasady zakupów w sklepie internetowym Inercise: składania i realizacji zamówień, płatności, dostawy, odstąpienia od umowy, reklamacji oraz prowadzenia konta klienta.',
  sections: [
    {
      id: 'postanowienia-ogolne',
      title: 'Postanowienia ogólne',
      blocks: [
        'Sklep internetowy Inercise prowadzi {{seller}} (dalej: „Sprzedawca”), e-mail {{email}}, telefon {{phone}}.',
        'Klientem jest osoba fizyczna, osoba prawna lub jednostka organizacyjna, która składa zamówienie. Konsumentem jest klient będący osobą fizyczną, który kupuje w celu niezwiązanym bezpośrednio z działalnością gospodarczą lub zawodową; przepisy o konsumentach stosuje się także do przedsiębiorców na prawach konsumenta w zakresie przewidzianym prawem.',
        'Ceny w sklepie są cenami brutto, podawanymi w złotych polskich (PLN) lub w euro (EUR), zależnie od wybranej waluty. Ceny nie obejmują kosztów dostawy, które są pokazywane przed złożeniem zamówienia.',
      ],
    },
    {
      id: 'konto',
      title: 'Konto klienta',
      blocks: [
        {
          list: [
            'Założenie konta jest bezpłatne i wymaga podania adresu e-mail, ustalenia hasła oraz aktywacji konta linkiem wysłanym na ten adres.',
            'Konto prywatne może założyć wyłącznie osoba pełnoletnia.',
            'Każdy klient może mieć tylko jedno konto.',
            'Klient może w każdej chwili zażądać usunięcia konta; Sprzedawca usuwa je w ciągu dwóch dni roboczych od otrzymania żądania.',
            'Konto, z którego nie korzystano przez 3 lata, może zostać usunięte przez Sprzedawcę.',
            'Klient nie udostępnia hasła osobom trzecim i nie dostarcza treści o charakterze bezprawnym.',
          ],
        },
      ],
    },
    {
      id: 'zamowienia',
      title: 'Składanie zamówień',
      blocks: [
        {
          list: [
            'Zamówienia przez stronę internetową i pocztą elektroniczną ({{email}}) przyjmujemy 24 godziny na dobę, 7 dni w tygodniu.',
            'Zamówienia telefoniczne przyjmujemy w dni robocze w godzinach 9:00–17:00.',
            'W ciągu 12 godzin od złożenia zamówienia Sprzedawca wysyła na adres e-mail klienta potwierdzenie przyjęcia zamówienia albo informację o rezerwacji towaru.',
            'Umowa sprzedaży zostaje zawarta z chwilą otrzymania przez klienta potwierdzenia przyjęcia zamówienia.',
            'Zamówienia w euro oraz z dostawą poza kraje, do których wysyłamy standardowo, wymagają wcześniejszego zapytania; Sprzedawca odpowiada na nie ofertą wysłaną na adres e-mail Klienta: cena towarów, koszt dostawy, łączna kwota do zapłaty i ostatni dzień ważności oferty, wraz z odnośnikiem do strony oferty w sklepie. Do oferty Sprzedawca dołącza regulamin, pouczenie o prawie odstąpienia od umowy i formularz odstąpienia. Umowa sprzedaży zostaje zawarta z chwilą przyjęcia oferty przez Klienta w sposób opisany w części „Płatności”; oferty nie można przyjąć po upływie terminu jej ważności.',
          ],
        },
      ],
    },
    {
      id: 'ceny-i-promocje',
      title: 'Ceny, promocje i kody rabatowe',
      blocks: [
        {
          list: [
            'Przy każdej obniżce ceny podajemy także najniższą cenę towaru z 30 dni przed wprowadzeniem obniżki.',
            'Kody rabatowe nie łączą się ze sobą ani z innymi promocjami, chyba że warunki danej promocji stanowią inaczej.',
            'Kod rabatowy wpisuje zalogowany klient w koszyku; kod ma określony termin ważności i może mieć ograniczoną liczbę użyć.',
          ],
        },
      ],
    },
    {
      id: 'platnosci',
      title: 'Płatności',
      blocks: [
        'Dostępne metody płatności:',
        {
          list: [
            'płatność online w złotych za pośrednictwem operatora płatności Tpay (Krajowy Integrator Płatności S.A.): szybki przelew internetowy, BLIK lub karta płatnicza, wybierane w sklepie albo na stronie operatora;',
            'przy zamówieniu w euro albo z dostawą poza obszar wysyłki sklepu zamówienie jest zapytaniem, na które Sprzedawca odpowiada ofertą (część „Składanie zamówień”). Ofertę w złotych Klient przyjmuje na stronie oferty w sklepie, akceptując regulamin i wybierając przycisk „Zamawiam i płacę”, a następnie płaci online za pośrednictwem Tpay jak wyżej;',
            'ofertę w euro Klient przyjmuje, wpłacając przelewem bankowym w euro łączną kwotę oferty na rachunek Sprzedawcy podany w ofercie i na stronie oferty ({{bankAccount}}), z numerem zamówienia w tytule przelewu, przed upływem terminu ważności oferty. Operator płatności Tpay przyjmuje wyłącznie złote, dlatego oferty w euro nie opłaca się online.',
          ],
        },
        {
          list: [
            'Klient opłaca zamówienie w ciągu 3 dni od jego złożenia. Dzień przed upływem terminu Sprzedawca przypomina o płatności e-mailem; zamówienie nieopłacone w terminie zostaje anulowane, o czym Klient jest informowany e-mailem. Sprzedawca może termin przedłużyć.',
            'Zamówienie na podstawie oferty Klient opłaca do końca ostatniego dnia ważności oferty (czasu polskiego); zamówienie, którego płatność online rozpoczęto i nie dokończono w tym terminie, zostaje anulowane.',
            'Płatność jest zaksięgowana z chwilą potwierdzenia jej przez operatora płatności, a przelew bankowy – z chwilą uznania rachunku Sprzedawcy; Sprzedawca potwierdza to e-mailem wraz z fakturą.',
          ],
        },
      ],
    },
    {
      id: 'realizacja-i-dostawa',
      title: 'Realizacja zamówienia i dostawa',
      blocks: [
        {
          list: [
            'Zamówienia złożone i opłacone do godziny 11:00 wysyłamy począwszy od drugiego dnia roboczego; zamówienia złożone lub opłacone później – najpóźniej trzeciego dnia roboczego.',
            'Przy produktach wykonywanych na zamówienie czas wysyłki podajemy na stronie produktu; obowiązuje najdłuższy czas spośród wybranych opcji.',
            'Dostawa jest płatna. Koszt dostawy zależy od kraju (regionu) dostawy i jest widoczny w podsumowaniu zamówienia przed jego złożeniem.',
            'Towar wysyłamy przesyłką kurierską na adres wskazany w zamówieniu.',
          ],
        },
      ],
    },
    {
      id: 'odstapienie',
      title: 'Odstąpienie od umowy',
      blocks: [
        {
          list: [
            'Konsument może odstąpić od umowy bez podania przyczyny w ciągu 14 dni od dnia otrzymania towaru, składając oświadczenie, np. na adres {{email}}.',
            'Konsument zwraca towar w ciągu 14 dni od dnia, w którym odstąpił od umowy, na adres siedziby Sprzedawcy.',
            'Bezpośrednie koszty zwrotu towaru ponosi konsument.',
            'Sprzedawca zwraca wszystkie otrzymane płatności, w tym koszt najtańszej zwykłej dostawy, w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności, jednak może wstrzymać się ze zwrotem do chwili otrzymania towaru lub dowodu jego odesłania.',
            'Prawo odstąpienia nie przysługuje m.in. przy treściach cyfrowych (np. kursach online) dostarczonych za wyraźną zgodą konsumenta przed upływem terminu na odstąpienie.',
          ],
        },
      ],
    },
    {
      id: 'reklamacje',
      title: 'Reklamacje',
      blocks: [
        {
          list: [
            'Sprzedawca odpowiada za zgodność towaru z umową w przypadkach i na zasadach określonych przepisami prawa, w tym przez 2 lata od wydania towaru konsumentowi.',
            'Reklamację można złożyć e-mailem na adres {{email}} lub pisemnie na adres siedziby, opisując niezgodność i żądanie.',
            'Sprzedawca odpowiada na reklamację w ciągu 14 dni od jej otrzymania.',
            'Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, m.in. za pośrednictwem rzecznika konsumentów lub wojewódzkiego inspektoratu Inspekcji Handlowej.',
          ],
        },
      ],
    },
    {
      id: 'dane-osobowe',
      title: 'Dane osobowe',
      blocks: [
        'Zasady przetwarzania danych osobowych klientów opisuje Polityka prywatności dostępna w sklepie.',
      ],
    },
    {
      id: 'zmiany-regulaminu',
      title: 'Zmiany regulaminu',
      blocks: [
        'Sprzedawca może zmienić regulamin z ważnych przyczyn, w szczególności zmiany przepisów lub sposobu działania sklepu. O zmianie informuje zarejestrowanych klientów e-mailem co najmniej 14 dni przed jej wejściem w życie.',
        'Zmiany wiążą klienta, chyba że w ciągu 14 dni od otrzymania informacji wypowie on umowę o prowadzenie konta. Zamówienia złożone przed zmianą realizujemy według dotychczasowego regulaminu.',
      ],
    },
  ],
};
