import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the device page (/inercise); the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    inercise: { title: 'Poznaj urządzenie', description: 'Urządzenie inercyjne Inercise z bliska: jak działa i dlaczego trenuje lepiej.' },
  },
  inercise: {
    eyebrow: 'Poznaj Inercise',
    title: 'Siłownia z kołem zamachowym na 68 × 42 cm.',
    lead: 'Cała siłownia to jeden wirujący dysk. Ciągniesz taśmę, a koło magazynuje Twoją energię; gdy nawija ją z powrotem, oddaje każdy dżul, który musisz wyhamować.',
    cycleLabel: 'Urządzenie widziane ze wszystkich stron',
    pause: 'Zatrzymaj obrót',
    play: 'Wznów obrót',
    how: {
      title: 'Jak to działa',
      text: 'Taśma jest nawinięta na oś koła zamachowego. Gdy ciągniesz, koło przyspiesza; na końcu taśmy kręci się dalej i nawija ją z powrotem, więc musisz je hamować, gdy ciągnie Cię do siebie. Im mocniej ciągniesz, tym mocniejszy powrót.',
    },
    built: {
      title: 'Zbudowane na lata',
      text: 'Stalowa rama, frezowane aluminiowe koło i taśma o wytrzymałości daleko ponad siłę każdego sportowca. Dość ciche na mieszkanie, dość solidne na klub.',
    },
    measured: {
      title: 'Mierzone, nie zgadywane',
      text: 'Czujnik w platformie wysyła każde powtórzenie do aplikacji: moc w watach, prędkość i proporcję między fazą ciągnięcia a powrotu.',
    },
    advantages: {
      eyebrow: 'Zalety',
      title: 'Dlaczego trenuje się z Inercise',
      general: {
        title: 'Zalety ogólne',
        text: 'Po złożeniu platforma ma tylko 12 cm wysokości i łatwo ją przenieść, a zastępuje cały stojak z ciężarami. Nic do zakładania, nic do upuszczenia, żadnego hałasu dla sąsiadów.',
        alt: 'Platforma o wymiarach 68 na 42 centymetry',
      },
      possibilities: {
        title: 'Nieskończone możliwości',
        text: 'Przysiady, wiosłowanie, uginanie, martwy ciąg, wyciskanie, rotacje: z uchwytami, pasem i taśmami trenujesz każdą partię mięśni na jednym urządzeniu.',
        alt: 'Sześć kart ćwiczeń: przysiad, wiosłowanie, uginanie, martwy ciąg, wyciskanie nad głowę i głęboki przysiad',
      },
      everywhere: {
        title: 'Trening wszędzie',
        text: 'Salon, balkon, hotel czy zgrupowanie: składa się na płasko, nie potrzebuje prądu i działa na każdym twardym podłożu, w środku i na zewnątrz.',
        alt: 'Urządzenie rozstawione w jasnym salonie',
      },
      injury: {
        title: 'Zapobieganie urazom',
        text: 'Przeciążenie ekscentryczne wzmacnia ścięgna i mięśnie tam, gdzie zaczynają się urazy. Fizjoterapeuci używają go, by bezpiecznie przywracać sportowców do gry.',
        alt: 'Sportowiec obok wykresu sił w fazie koncentrycznej i ekscentrycznej',
      },
    },
  },
};
