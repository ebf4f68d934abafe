import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the exercise atlas; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    atlas: { title: 'Atlas ćwiczeń', description: 'Ponad 40 ćwiczeń z kołem zamachowym krok po kroku, z krótkimi filmami: od pierwszego przysiadu po sportową pracę nad mocą.' },
  },
  atlas: {
    eyebrow: 'Atlas ćwiczeń',
    title: 'Każde ćwiczenie krok po kroku.',
    lead: 'Od pierwszego przysiadu po sportową pracę nad mocą: krótkie filmy i jasne kroki dla każdego ruchu.',
    counter: 'ćwiczeń w atlasie',
    exercise: {
      eyebrow: 'Ćwiczenie tygodnia',
      title: 'Przysiad z kołem zamachowym',
      text: 'Podstawa treningu inercyjnego. Buduje nogi i tułów oraz uczy kontrolowanego hamowania koła.',
      videoLabel: 'Jedno powtórzenie przysiadu z kołem zamachowym',
      step1: { title: 'Ustaw bezwładność', text: 'Załóż dysk na koło: na początek 10, cięższy, gdy nabierzesz siły.', alt: 'Dysk opuszczany na koło zamachowe platformy' },
      step2: { title: 'Zacznij nisko', text: 'Stań na platformie z pasem biodrowym, kolana ugięte, plecy proste.', alt: 'Postać w głębokim przysiadzie na platformie, trzymająca uchwyt' },
      step3: { title: 'Wypchnij w górę', text: 'Wstań tak szybko, jak potrafisz: im szybciej pchasz, tym więcej energii zbiera koło.', alt: 'Postać wstająca z przysiadu, strzałka w górę' },
      step4: { title: 'Hamuj w dół', text: 'Pozwól kołu ściągnąć Cię w dół i wyhamuj je w ostatniej jednej trzeciej ruchu.', alt: 'Postać wyprostowana, strzałka w dół' },
      step5: { title: 'Powtórz', text: 'Przejdź od razu do następnego powtórzenia. Sześć do ośmiu to jedna seria.', alt: 'Postać schodząca do kolejnego przysiadu, obok okrągła strzałka' },
    },
    app: {
      title: 'Cały atlas w kieszeni',
      text: 'Aplikacja prowadzi przez każde ćwiczenie, liczy powtórzenia i mierzy Twoją moc.',
      cta: 'Pobierz aplikację',
    },
    bannerAlts: {
      squat: 'Sportowiec w przysiadzie na urządzeniu, za nim przygaszone wcześniejsze fazy ruchu',
      row: 'Sportowiec wiosłujący na urządzeniu, pochylony nad uchwytem',
      deadlift: 'Sportowiec w martwym ciągu na urządzeniu, za nim przygaszone wcześniejsze fazy ruchu',
    },
  },
};
