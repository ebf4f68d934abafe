import type { LegalDocumentText } from './legalDocument';

/** The privacy policy (docs/product-rules.md#content-pages): Polish only, the binding text. */
export const privacyPolicyText: LegalDocumentText = {
  title: 'Polityka prywatności',
  updated: '2026-11-27',
  intro:
    'Szanujemy Twoją prywatność. W tym dokumencie wyjaśniamy, jakie dane osobowe zbieramy, gdy korzystasz ze sklepu internetowego Inercise, w jakim celu to robimy, komu je powierzamy, jak długo je przechowujemy i jakie prawa Ci przysługują.',
  sections: [
    {
      id: 'administrator',
      title: 'Administrator danych',
      blocks: [
        'Administratorem Twoich danych osobowych jest Inercise sp. z o.o. z siedzibą w Krakowie, ul. Sportowa 12, 30-001 Kraków (dalej: „Administrator” lub „my”).',
        'We wszystkich sprawach dotyczących danych osobowych możesz skontaktować się z nami pod adresem e-mail sklep@inercise.pl, telefonicznie pod numerem +48 12 345 67 89 albo listownie na adres siedziby.',
      ],
    },
    {
      id: 'kategorie-danych',
      title: 'Jakie dane przetwarzamy',
      blocks: [
        'Przetwarzamy wyłącznie dane, które są potrzebne do danego celu. Są to w szczególności:',
        {
          list: [
            'dane konta: adres e-mail, zaszyfrowane hasło, a jeśli je podasz – imię, nazwisko, płeć, wzrost, waga, data urodzenia, poziom aktywności, cele treningowe i zdjęcie profilowe;',
            'dane do realizacji zamówienia: imię i nazwisko, adres dostawy (kraj, region, województwo, miasto, ulica, kod pocztowy), numer kierunkowy i numer telefonu;',
            'dane do faktury: nazwa firmy, numer identyfikacji podatkowej (NIP) i adres firmy;',
            'dane finansowe i transakcyjne: historia zamówień, wartość i waluta zamówienia, wybrana metoda płatności, identyfikator i status transakcji (nie przechowujemy danych kart płatniczych – obsługuje je operator płatności);',
            'dane z korespondencji: imię, adres e-mail i treść wiadomości wysłanej przez formularz kontaktowy;',
            'dane newslettera: adres e-mail, data zapisu i data jego potwierdzenia;',
            'dane techniczne: adres IP, typ przeglądarki, odwiedzane podstrony i czas wizyty, zbierane w dziennikach serwera i w narzędziach analitycznych.',
          ],
        },
      ],
    },
    {
      id: 'cele-i-podstawy',
      title: 'Cele i podstawy prawne przetwarzania',
      blocks: [
        {
          list: [
            'prowadzenie konta i zawarcie oraz wykonanie umowy sprzedaży – art. 6 ust. 1 lit. b RODO;',
            'wystawianie faktur, prowadzenie ksiąg rachunkowych i rozliczenia podatkowe – obowiązek prawny, art. 6 ust. 1 lit. c RODO;',
            'rozpatrywanie reklamacji, odstąpień od umowy oraz dochodzenie i obrona roszczeń – nasz prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO;',
            'odpowiadanie na wiadomości z formularza kontaktowego – nasz prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO;',
            'wysyłka newslettera – Twoja zgoda, art. 6 ust. 1 lit. a RODO, którą możesz w każdej chwili wycofać;',
            'statystyki odwiedzin i bezpieczeństwo serwisu – nasz prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO.',
          ],
        },
        'Podanie danych jest dobrowolne, ale bez danych niezbędnych do realizacji zamówienia nie możemy go przyjąć ani wysłać.',
      ],
    },
    {
      id: 'odbiorcy',
      title: 'Odbiorcy danych',
      blocks: [
        'Twoje dane przekazujemy tylko tym podmiotom, bez których nie możemy zrealizować usługi, i tylko w potrzebnym zakresie:',
        {
          list: [
            'operatorowi płatności internetowych – w celu obsługi płatności;',
            'firmom kurierskim i pocztowym – w celu dostarczenia przesyłki;',
            'dostawcom hostingu, poczty elektronicznej i usług informatycznych, którzy przetwarzają dane na nasze zlecenie;',
            'biuru rachunkowemu oraz kancelariom prawnym – w zakresie księgowości i obsługi roszczeń;',
            'dostawcy narzędzi analitycznych – w zakresie danych technicznych o wizycie;',
            'organom państwowym, gdy obowiązek przekazania danych wynika z przepisów prawa.',
          ],
        },
        'Co do zasady nie przekazujemy danych poza Europejski Obszar Gospodarczy. Jeśli dostawca usług działa poza nim, korzystamy ze standardowych klauzul umownych zatwierdzonych przez Komisję Europejską.',
      ],
    },
    {
      id: 'okres-przechowywania',
      title: 'Jak długo przechowujemy dane',
      blocks: [
        {
          list: [
            'dane konta – do czasu usunięcia konta; konto usuwamy w ciągu dwóch dni roboczych od żądania, a konto, do którego nikt nie zalogował się przez 3 lata, usuwamy z własnej inicjatywy – 30 dni wcześniej uprzedzamy o tym e-mailem, a zalogowanie się zachowuje konto;',
            'dane finansowe (zamówienia, faktury, rozliczenia płatności) – przez 10 lat, licząc od początku roku następującego po roku obrotowym, którego dotyczą; po usunięciu konta zamówienia nie są już z nim powiązane;',
            'dane potrzebne do obsługi reklamacji i roszczeń – do upływu terminów przedawnienia roszczeń;',
            'dane z formularza kontaktowego – 2 lata od wysłania wiadomości;',
            'dane sesji logowania (urządzenie, przeglądarka, sieć) – 30 dni od zakończenia sesji (wylogowania albo 30 dni bez korzystania z niej); linki aktywacyjne i do zmiany hasła – do użycia albo wygaśnięcia; treść powiadomień operatora płatności – 180 dni, potem zostaje tylko wynik płatności;',
            'adres e-mail zapisany w powiadomieniach operatora płatności i w dzienniku zmian sklepu – 2 lata, po czym go usuwamy (reszta zapisu zostaje);',
            'dane newslettera – do wycofania zgody (link do wypisania się jest w każdej wiadomości newslettera) lub usunięcia konta; adres, który nie potwierdzi zapisu w ciągu 7 dni, usuwamy;',
            'dane techniczne w dziennikach serwera – nie dłużej niż 12 miesięcy.',
          ],
        },
      ],
    },
    {
      id: 'prawa',
      title: 'Twoje prawa',
      blocks: [
        'W związku z przetwarzaniem danych masz prawo do:',
        {
          list: [
            'dostępu do swoich danych i otrzymania ich kopii;',
            'sprostowania danych nieprawidłowych lub uzupełnienia niekompletnych;',
            'usunięcia danych („prawo do bycia zapomnianym”);',
            'ograniczenia przetwarzania;',
            'przenoszenia danych, które nam przekazałeś, do innego administratora;',
            'sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie;',
            'wycofania zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania przed jej wycofaniem;',
            'wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).',
          ],
        },
        'Aby skorzystać z tych praw, napisz na sklep@inercise.pl. Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca.',
      ],
    },
    {
      id: 'zautomatyzowane-decyzje',
      title: 'Brak zautomatyzowanego podejmowania decyzji',
      blocks: [
        'Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu danych, w tym profilowaniu, które wywoływałyby skutki prawne lub w podobny sposób istotnie na Ciebie wpływały.',
      ],
    },
    {
      id: 'pliki-cookies',
      title: 'Pamięć przeglądarki i pliki cookies',
      blocks: [
        'Sklep zapisuje w pamięci Twojej przeglądarki zawartość koszyka, wybraną walutę oraz – po zalogowaniu – token sesji, aby zachować je między wizytami. Narzędzia analityczne mogą używać plików cookies do liczenia odwiedzin. Możesz je usunąć lub zablokować w ustawieniach przeglądarki; bez pamięci przeglądarki koszyk i logowanie nie będą działać.',
      ],
    },
    {
      id: 'zmiany',
      title: 'Zmiany polityki prywatności',
      blocks: [
        'Politykę możemy aktualizować, gdy zmienią się przepisy lub sposób działania sklepu. Aktualna wersja jest zawsze dostępna na tej stronie, a o istotnych zmianach poinformujemy zarejestrowanych klientów e-mailem.',
      ],
    },
  ],
};
