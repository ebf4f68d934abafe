import type { Shape } from '../shape';
import type { layout as en } from '../en/layout';

/** The frame of every page: each page's description and the navigation. */
export const layout: Shape<typeof en> = {
  meta: {
    devices: 'Urządzenia zarejestrowane przez klientów: szukaj po e-mailu klienta i zwalniaj je.',
    mail: 'E-maile, których sklep nie zdołał doręczyć mimo ponowień: dlaczego, i wysyłka jeszcze raz.',
    comments: 'Komentarze klientów pod artykułami: zatwierdzanie, odrzucanie i usuwanie.',
    customers: 'Klienci sklepu: wyszukiwanie po e-mailu lub imieniu i nazwisku.',
    customer: 'Jeden klient: konto i profil, tylko do odczytu.',
    orders: 'Zamówienia sklepu: wyszukiwanie, filtry i eksport.',
    products: 'Produkty sklepu: wyszukiwanie, dodawanie, zmiany i ukrywanie.',
    product: 'Jeden produkt: nazwy i opisy, ceny, zdjęcia, opcje i specyfikacja.',
    order: 'Jedno zamówienie: produkty, adresy, płatności i historia statusów.',
    auditLog: 'Każda zmiana wprowadzona w panelu, od najnowszej.',
    messages: 'Wiadomości z formularza kontaktowego: odpowiedzi i oznaczanie jako załatwione.',
    newsletter: 'Subskrybenci newslettera: wyszukiwanie, eksport i usuwanie.',
    discounts: 'Kody rabatowe sklepu: tworzenie, liczba użyć i wyłączanie.',
    articles: 'Artykuły bloga, szkice i opublikowane: pisz je, poprawiaj, publikuj i wycofuj.',
    article: 'Artykuł w obu językach, z podglądem takim, jaki zobaczą klienci.',
    dashboard: 'Sklep w skrócie: opłacone zamówienia i przychód z ostatnich 30 dni oraz to, co czeka na wysyłkę.',
    partners: 'Partnerzy, których kupujący wskazują przy zamówieniu: przyprowadzone zamówienia, dodawanie, edycja i usuwanie.',
    delivery: 'Ile kosztuje dostawa w każdym regionie, według wagi paczki.',
  },
  nav: {
    devices: 'Urządzenia',
    label: 'Panel sklepu',
    products: 'Produkty',
    dashboard: 'Pulpit',
    orders: 'Zamówienia',
    messages: 'Wiadomości',
    newsletter: 'Newsletter',
    discounts: 'Kody rabatowe',
    articles: 'Artykuły',
    auditLog: 'Dziennik zmian',
    partners: 'Partnerzy',
    customers: 'Klienci',
    mail: 'Niedoręczone e-maile',
    comments: 'Komentarze',
    delivery: 'Dostawa',
  },
};
