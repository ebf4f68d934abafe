import type { LegalDocumentText } from './legalDocument';

/**
 * The privacy policy (docs/product-rules.md#content-pages): Polish only, the binding text. {{seller}}, {{email}} and
 * {{phone}} stand for the controller's (the seller's) details (GET /seller), filled in where it is drawn (the contracts' legal/sellerInText.ts).
 */
export const privacyPolicyText: LegalDocumentText = {
  title: 'Polityka prywatności',
  updated: '2026-11-29',
  intro:
    'Szanujemy Twoją prywatność. W tym dokumencie wyjaśniamy, jakie dane osobowe zbieramy, gdy korzystasz ze sklepu internetowego Inercise, w jakim celu to robimy, komu je powierzamy, jak długo je przechowujemy i jakie prawa Ci przysługują.',
  sections: [
    {
      id: 'administrator',
      title: 'Administrator danych',
      blocks: [
        'Administratorem Twoich danych osobowych jest {{seller}} (dalej: „Administrator” lub „my”).',
        'We wszystkich sprawach dotyczących danych osobowych możesz skontaktować się z nami pod adresem e-mail {{email}}, telefonicznie pod numerem {{phone}} albo listownie na adres siedziby.',
      ],
    },
    {
      id: 'kategorie-danych',
      title: 'Jakie dane przetwarzamy',
      blocks: [
        'Przetwarzamy wyłącznie dane, które są potrzebne do danego celu. Są to w szczególności:',
        {
          list: [
            'dane konta: adres e-mail, zaszyfrowane hasło, a jeśli je podasz – imię, nazwisko i zdjęcie profilowe;',
            'dane profilu treningowego, które mogą mówić o Twoim zdrowiu (płeć, wzrost, waga, data urodzenia, poziom aktywności, cele treningowe, np. rehabilitacja) – tylko jeśli je podasz i wyrazisz na to osobną, wyraźną zgodę w profilu; zapisujemy też datę i godzinę udzielenia zgody;',
            'sesje logowania: przeglądarka i system, z których się logujesz, początek adresu IP Twojej sieci (nigdy cały adres) oraz czas logowania i ostatniej aktywności;',
            'numery seryjne urządzeń Inercise, które zarejestrujesz na swoim koncie;',
            'komentarze pod artykułami bloga (treść i autor) oraz Twoje ulubione artykuły;',
            'dane do realizacji zamówienia: imię i nazwisko, adres dostawy (kraj, region, województwo, miasto, ulica, kod pocztowy), numer kierunkowy i numer telefonu;',
            'dane do faktury: nazwa firmy, numer identyfikacji podatkowej (NIP) i adres firmy;',
            'dane finansowe i transakcyjne: historia zamówień, wartość i waluta zamówienia, wybrana metoda płatności, identyfikator i status transakcji (nie przechowujemy danych kart płatniczych – obsługuje je operator płatności);',
            'dane z korespondencji: imię, adres e-mail i treść wiadomości wysłanej przez formularz kontaktowy;',
            'dane newslettera: adres e-mail, data zapisu i data jego potwierdzenia;',
            'dane techniczne: adres IP, typ przeglądarki, odwiedzane podstrony i czas wizyty, zbierane w dziennikach serwera, a w narzędziu analitycznym tylko wtedy, gdy się na to zgodzisz;',
            'dane weryfikacji, że nie jesteś botem (Cloudflare Turnstile): adres IP i cechy przeglądarki sprawdzane przy logowaniu, rejestracji, formularzu kontaktowym i zapisie do newslettera;',
            'pomiary szybkości stron (Core Web Vitals) z części wizyt: czasy wczytywania i reakcji strony, jej adres i rodzaj połączenia, bez adresu IP, identyfikatorów i plików cookies – nie są to dane osobowe i nie wymagają zgody.',
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
            'wysyłka newslettera – Twoja zgoda, art. 6 ust. 1 lit. a RODO, którą możesz w każdej chwili wycofać; pole zgody przy rejestracji nie jest zaznaczone, dopóki sam go nie zaznaczysz;',
            'dane profilu treningowego mogące mówić o zdrowiu – dopasowanie treningów w aplikacji i sklepie; Twoja wyraźna zgoda, art. 9 ust. 2 lit. a w związku z art. 6 ust. 1 lit. a RODO; zgodę wycofujesz, odznaczając ją w profilu – wtedy usuwamy te dane;',
            'prowadzenie sesji logowania, rejestracja urządzeń, komentarze i ulubione artykuły – wykonanie umowy o prowadzenie konta, art. 6 ust. 1 lit. b RODO;',
            'weryfikacja, że nie jesteś botem, dzienniki serwera i bezpieczeństwo sesji – nasz prawnie uzasadniony interes w ochronie sklepu przed nadużyciami, art. 6 ust. 1 lit. f RODO;',
            'statystyki odwiedzin w narzędziu analitycznym – wyłącznie za Twoją zgodą wyrażoną w banerze (art. 6 ust. 1 lit. a RODO i art. 399 Prawa komunikacji elektronicznej); bez zgody narzędzie się nie wczytuje;',
            'pomiary szybkości stron – nie dotyczą danych osobowych, dlatego nie pytamy o zgodę.',
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
            'Krajowemu Integratorowi Płatności S.A. (Tpay) – operatorowi płatności internetowych, w celu obsługi płatności (dane zamówienia, imię i nazwisko, adres e-mail);',
            'Cloudflare, Inc. – dostawcy weryfikacji Turnstile, w celu sprawdzenia, że formularz wysyła człowiek (adres IP i dane przeglądarki);',
            'dostawcy usługi wysyłki poczty elektronicznej – w celu wysłania wiadomości o koncie, zamówieniach, płatnościach i newslettera (adres e-mail i treść wiadomości);',
            'dostawcy hostingu i serwerów, na których działa sklep i jego baza danych – w zakresie wszystkich danych przechowywanych w sklepie;',
            'firmom kurierskim i pocztowym – w celu dostarczenia przesyłki;',
            'dostawcom hostingu, poczty elektronicznej i usług informatycznych, którzy przetwarzają dane na nasze zlecenie;',
            'biuru rachunkowemu oraz kancelariom prawnym – w zakresie księgowości i obsługi roszczeń;',
            'dostawcy narzędzia analitycznego – w zakresie danych technicznych o wizycie, wyłącznie po Twojej zgodzie;',
            'organom państwowym, gdy obowiązek przekazania danych wynika z przepisów prawa.',
          ],
        },
        'Co do zasady nie przekazujemy danych poza Europejski Obszar Gospodarczy. Cloudflare, Inc. działa w Stanach Zjednoczonych i uczestniczy w programie EU-U.S. Data Privacy Framework; jeśli inny dostawca usług działa poza Obszarem, korzystamy ze standardowych klauzul umownych zatwierdzonych przez Komisję Europejską.',
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
        'Aby skorzystać z tych praw, napisz na {{email}}. Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca.',
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
        'Sklep zapisuje w pamięci Twojej przeglądarki zawartość koszyka, wybraną walutę, Twój wybór dotyczący analityki oraz – po zalogowaniu – adres e-mail konta i plik cookie sesji, aby zachować je między wizytami. To pamięć niezbędna do działania sklepu i nie wymaga zgody.',
        'Narzędzie analityczne, które używa plików cookies do liczenia odwiedzin, wczytujemy dopiero wtedy, gdy wyrazisz na to zgodę w banerze. Odmowa jest tak samo łatwa jak zgoda i nie ogranicza korzystania ze sklepu. Swój wybór możesz zmienić w każdej chwili przez odnośnik „Ustawienia cookies” w stopce strony. Pamięć przeglądarki możesz też wyczyścić lub zablokować w jej ustawieniach; bez niej koszyk i logowanie nie będą działać.',
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
