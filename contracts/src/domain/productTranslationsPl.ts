import type { TranslationShape } from '../i18n/translationShape';
import type { productTranslationsEn } from './productTranslationsEn';

/** Polish texts of the "products" namespace; the type makes a missing or extra key a compile error. */
export const productTranslationsPl: TranslationShape<typeof productTranslationsEn> = {
  deviceSet: {
    name: 'Zestaw Inercise',
    description:
      'Wszystko, czego potrzebujesz do treningu inercyjnego w domu, w jednym pudełku.\n' +
      'Urządzenie Inercise z pasem biodrowym w Twoim rozmiarze, uchwytem trójkątnym i wybranymi dyskami.\n' +
      'Opór inercyjny dopasowuje się do Twojej siły w każdym powtórzeniu: im mocniej ciągniesz, tym mocniej koło zamachowe oddaje, dając przeciążenie ekscentryczne, jakiego nie da żaden stos ciężarów.\n' +
      'Przysiady, martwe ciągi, wiosłowania, wyciskania i rotacje na platformie mniejszej niż mata do jogi.\n' +
      'Gotowe w minutę, ciche nawet w mieszkaniu, połączone z aplikacją Inercise, która mierzy każde powtórzenie.',
  },
  device: {
    name: 'Urządzenie Inercise',
    description:
      'Kompaktowa platforma z kołem zamachowym, składanym słupkiem i wytrzymałą taśmą.\n' +
      'Taśma rozwija się, gdy ciągniesz, a koło magazynuje Twoją energię, by potem nawinąć ją z powrotem i zmusić Cię do hamowania: praca koncentryczna i ekscentryczna w jednym płynnym ruchu.\n' +
      'Obciążenie rośnie razem z Twoim wysiłkiem, więc jedno urządzenie służy początkującym, osobom po kontuzji kolana i sprinterom.\n' +
      'Aluminium i stal, antypoślizgowa podstawa, żadnych ciężarów do kupowania, noszenia i upuszczania.',
  },
  triangleHandle: {
    name: 'Uchwyt trójkątny',
    description:
      'Uchwyt na dwie dłonie do wiosłowań, przyciągań i wyciskań w pionie.\n' +
      'Trójkątny kształt utrzymuje nadgarstki w neutralnej pozycji i prowadzi taśmę między dłońmi.\n' +
      'Stal pokryta gumą z radełkowaniem, pewna nawet w spoconych dłoniach.',
  },
  bar: {
    name: 'Drążek treningowy',
    description:
      'Prosty stalowy drążek do przysiadów, martwych ciągów i wyciskań nad głowę na kole zamachowym.\n' +
      'Szerokie radełkowane chwyty i centralny hak pozwalają trenować duże boje z przeciążeniem inercyjnym.\n' +
      'Idealny dla sportowców, którzy chcą ruchów ze sztangą bez sztangi.',
  },
  ankleStrap: {
    name: 'Opaska na kostkę',
    description:
      'Wyściełana opaska na kostkę do odwodzenia i prostowania bioder oraz uginania kolan.\n' +
      'Izoluj pośladki i mięśnie dwugłowe uda z tym samym adaptacyjnym oporem co w dużych bojach.\n' +
      'Miękka neoprenowa wyściółka i stalowe kółko o wytrzymałości daleko ponad siłę człowieka.',
  },
  singleHandle: {
    name: 'Uchwyt pojedynczy',
    description:
      'Uchwyt na jedną dłoń do jednostronnych wiosłowań, wyciskań i rotacji.\n' +
      'Trenuj każdą stronę osobno, by znaleźć i wyrównać dysproporcje.\n' +
      'Obrotowe mocowanie sprawia, że taśma podąża za ruchem, a nie odwrotnie.',
  },
  suspensionStraps: {
    name: 'Szelki podwieszane',
    description:
      'Taśmy łączące pas biodrowy z urządzeniem do treningu nóg bez użycia rąk.\n' +
      'Przysiady i skłony z obciążeniem na biodrach, z wolnymi rękami do utrzymania równowagi.\n' +
      'Dwie długości: S/M dla osób do 176 cm wzrostu, L/XL od 177 cm.',
  },
  stand: {
    name: 'Stojak',
    description:
      'Stalowy stojak, który podnosi urządzenie na wysokość bioder.\n' +
      'Otwiera przyciągania poziome, wyciskania w klatce i pracę rotacyjną dla golfa, tenisa i sportów walki.\n' +
      'Składa się na płasko i mieści obok urządzenia.',
  },
  sidePlatforms: {
    name: 'Platformy boczne',
    description:
      'Dwie platformy poszerzające rozstaw stóp na urządzeniu.\n' +
      'Przysiady sumo, wykroki i pozycje wykroczne stają się stabilne i bezpieczne.\n' +
      'Montaż w kilka sekund, ta sama antypoślizgowa powierzchnia co podstawa.',
  },
  disc5: {
    name: 'Dysk inercyjny 5',
    description:
      'Najlżejszy dysk: mały moment bezwładności do szybkich, eksplozywnych ruchów.\n' +
      'Wybierz go do pracy nad szybkością i mocą, ćwiczeń górnej części ciała i pierwszych tygodni treningu.',
  },
  disc10: {
    name: 'Dysk inercyjny 10',
    description:
      'Uniwersalny dysk do codziennego treningu siły i mocy.\n' +
      'Wystarczająca bezwładność do solidnych przysiadów i wiosłowań, a powtórzenia pozostają szybkie.',
  },
  disc25: {
    name: 'Dysk inercyjny 25',
    description:
      'Ciężki dysk do treningu siłowego i budowy masy mięśniowej.\n' +
      'Wolniejsze, bardziej wymagające powtórzenia z mocną fazą ekscentryczną.',
  },
  disc50: {
    name: 'Dysk inercyjny 50',
    description:
      'Najcięższy dysk, do siły maksymalnej i przeciążenia ekscentrycznego.\n' +
      'Dla zaawansowanych i sportowców: łącz go z innymi dyskami, by pójść dalej.',
  },
  hipBelt: {
    name: 'Pas biodrowy',
    description:
      'Szeroki, wyściełany pas, który przenosi obciążenie na biodra.\n' +
      'Przysiady i wykroki z oporem inercyjnym bez obciążania kręgosłupa i barków.\n' +
      'Trzy rozmiary, szybkozłączka i stalowe kółko na taśmę.',
  },
  courseFoundations: {
    name: 'Kurs podstaw treningu inercyjnego',
    description:
      'Kurs online, który uczy bezpiecznego i skutecznego treningu na urządzeniu Inercise.\n' +
      'Ustawienie, technika kluczowych ćwiczeń, dobór dysku i czytanie wyników w aplikacji.\n' +
      'Sześć tygodni progresywnych planów, które zaczniesz w dniu dostawy urządzenia.',
  },
  courseAthlete: {
    name: 'Kurs przygotowania motorycznego',
    description:
      'Program dla sportowców i trenerów, którzy chcą więcej szybkości, mocy i odporności na urazy.\n' +
      'Przeciążenie ekscentryczne, rotacje specyficzne dla dyscypliny i profilaktyka urazów kolan, mięśni dwugłowych i pachwin.\n' +
      'Dwanaście tygodni periodyzowanego treningu z analizą wideo każdego ćwiczenia.',
  },
  spec: {
    length: 'Długość',
    width: 'Szerokość',
    heightFolded: 'Wysokość (złożone)',
    heightUnfolded: 'Wysokość (rozłożone)',
    pillarHeight: 'Wysokość słupka',
    weight: 'Waga',
    material: 'Materiał',
    trainingLocation: 'Miejsce treningu',
    userHeight: 'Wzrost użytkownika',
    diameter: 'Średnica',
    slotCount: 'Liczba slotów',
    hipSize: 'Obwód bioder',
    courseDuration: 'Czas trwania',
    lessonCount: 'Liczba lekcji',
    level: 'Poziom',
    format: 'Forma',
    access: 'Dostęp',
    language: 'Język',
  },
  specValue: {
    indoorOutdoor: 'W domu i na zewnątrz',
    indoor: 'W pomieszczeniu',
    aluminiumSteel: 'Aluminium i stal',
    steel: 'Stal',
    steelRubber: 'Stal i guma',
    nylonNeoprene: 'Nylon i neopren',
    polyamide: 'Poliamid',
    beginner: 'Początkujący',
    advanced: 'Zaawansowany',
    onlineVideo: 'Lekcje wideo online',
    lifetime: 'Bezterminowy',
    sixWeeks: '6 tygodni',
    twelveWeeks: '12 tygodni',
    polishEnglish: 'Polski i angielski',
    anyHeight: 'Dowolny wzrost',
  },
  propertyType: {
    COLOR: 'Kolor',
    SIZE: 'Rozmiar',
    COLOR_INERCISE_SET: 'Kolor urządzenia',
    BELT_SIZE_INERCISE_SET: 'Rozmiar pasa biodrowego',
    INERDYSK_SIZE: 'Rozmiar dysku',
    INERDYSK_ONE_SIZE_INERCISE_SET: 'Pierwszy dysk',
    INERDYSK_TWO_SIZE_INERCISE_SET: 'Drugi dysk',
    GENERIC: 'Opcja',
  },
  option: {
    BLACK: 'Czarny',
    WHITE: 'Biały',
    S: 'S',
    M: 'M',
    L: 'L',
    S_M: 'S/M (do 176 cm)',
    L_XL: 'L/XL (od 177 cm)',
    NONE: 'Brak',
    '5': '5',
    '10': '10',
    '25': '25',
    '50': '50',
    PL: 'Polski',
    EN: 'Angielski',
  },
  productType: {
    INERCISE: 'Urządzenie',
    COURSE: 'Kursy',
    HANDLE: 'Uchwyty',
    INERCISE_ACCESSORY: 'Akcesoria',
  },
};
