import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the home page; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    home: {
      title: 'Trening siłowy z kołem zamachowym w domu',
      description: 'Inercise: kompaktowe urządzenie inercyjne do treningu siły, mocy i szybkości w domu, z aplikacją, blogiem i atlasem ćwiczeń.',
    },
  },
  home: {
    hero: {
      eyebrow: 'Trening inercyjny w domu',
      title: 'Siła bez ciężarów.',
      lead: 'Kompaktowe koło zamachowe, które na każde pociągnięcie odpowiada dokładnie takim oporem, jaki mu dasz. Siła, moc i szybkość w jednym urządzeniu, które zmieścisz pod łóżkiem.',
      cta: 'Przejdź do sklepu',
      secondary: 'Poznaj urządzenie',
      videoLabel: 'Urządzenie Inercise z wirującym kołem zamachowym',
      play: 'Odtwórz wideo',
      pause: 'Zatrzymaj wideo',
    },
    features: {
      eyebrow: 'Dlaczego inercja',
      title: 'Jedno urządzenie. Każdy rodzaj siły.',
      inertial: {
        title: 'Trening inercyjny',
        text: 'Bez talerzy i stosu obciążeń. Rozpędzasz koło i hamujesz je w drodze powrotnej: opór jest zawsze dokładnie tak duży, jak mocno ciągniesz.',
        alt: 'Platforma Inercise z góry, ze strzałkami pokazującymi obrót koła',
      },
      strength: {
        title: 'Siła, moc i szybkość',
        text: 'Ciągnij eksplozywnie dla mocy, wolno i ciężko dla siły. Przeciążenie ekscentryczne w fazie powrotu buduje mięśnie i ścięgna, które wytrzymają więcej.',
        alt: 'Sportowiec w przysiadzie na urządzeniu, w tle krzywa mocy',
      },
      spectrum: {
        title: 'Spektrum możliwości',
        text: 'Cztery dyski od 5 do 50 zmieniają bezwładność w kilka sekund: od łagodnej rehabilitacji po maksymalne sprinty, dla początkujących i zawodowców.',
        alt: 'Dyski zamachowe w rozmiarach 5, 10, 25 i 50 na skali od lekkiego do ciężkiego',
      },
      app: {
        title: 'Aplikacja treningowa',
        text: 'Aplikacja mierzy moc, prędkość i każde powtórzenie na bieżąco oraz pokazuje Twoje postępy z tygodnia na tydzień.',
        alt: 'Urządzenie obok telefonu z ekranem treningu w aplikacji',
      },
    },
    benefits: {
      eyebrow: 'Co zyskujesz',
      title: 'Trenuj mądrzej, regeneruj się szybciej.',
      one: 'Silniejsze mięśnie i ścięgna dzięki przeciążeniu ekscentrycznemu',
      two: 'Więcej mocy i szybkości w sporcie i na co dzień',
      three: 'Opór przyjazny stawom, ceniony w rehabilitacji',
      four: 'Pełny trening w 20 minut, w kącie pokoju',
      cta: 'Poznaj urządzenie',
      alt: 'Sportowiec ciągnący uchwyt urządzenia w pozycji skłonu',
    },
    device: {
      eyebrow: 'Zestaw Inercise',
      title: 'Wszystko, czego potrzebujesz na start.',
      text: 'Platforma z kołem zamachowym, słupek z taśmą, uchwyt, pas biodrowy, opaska na kostkę i cztery dyski. Rozkładasz w minutę, składasz na płasko.',
      includes: 'W zestawie',
      item1: 'Platforma z kołem zamachowym i taśmą',
      item2: 'Składany słupek i uchwyt',
      item3: 'Dyski 5, 10, 25 i 50',
      item4: 'Pas biodrowy i opaska na kostkę',
      priceLabel: 'Cena zestawu',
      cta: 'Zobacz zestaw',
      alt: 'Kompletny zestaw Inercise: platforma, słupek, uchwyt, cztery dyski, pas biodrowy i opaska na kostkę',
    },
    products: {
      eyebrow: 'Sklep',
      title: 'Zbuduj swoją domową siłownię',
      all: 'Zobacz wszystkie produkty',
    },
    articles: {
      eyebrow: 'Blog',
      title: 'Najnowsze na blogu',
      all: 'Wszystkie artykuły',
    },
  },
};
