/**
 * The i18n namespace "products": product names and descriptions (keyed by the `name` the API answers),
 * specification keys and values, property kind titles, option values and product type names.
 * The front end shows t(`products:${product.name}.name`), t(`products:${item.key}`),
 * t(`products:${item.value}`, { defaultValue: item.value }) (values such as "68 cm" have no key),
 * t(`products:propertyType.${kind}`), t(`products:option.${value}`) and t(`products:productType.${name}`).
 * Descriptions separate lines with "\n".
 */
const en = {
  deviceSet: {
    name: 'Inercise device set',
    description:
      'Everything you need to start flywheel training at home, in one box.\n' +
      'The Inercise device with a hip belt in your size, a triangle handle and the flywheel discs you choose.\n' +
      'Inertial resistance matches your effort on every repetition: pull harder and the flywheel pushes back harder, with an eccentric overload no weight stack can give.\n' +
      'Squats, deadlifts, rows, presses and rotations on a platform smaller than a yoga mat.\n' +
      'Ready in a minute, quiet enough for a flat, and paired with the Inercise app that measures every rep.',
  },
  device: {
    name: 'Inercise device',
    description:
      'A compact flywheel platform with a folding pillar and a high-strength strap.\n' +
      'The strap unwinds as you pull and the flywheel stores your energy, then winds back and asks you to brake it: concentric and eccentric work in one smooth movement.\n' +
      'Load grows with your effort, so one device serves a beginner, a rehabilitating knee and a sprinter alike.\n' +
      'Aluminium and steel build, anti-slip base, no weights to buy, carry or drop.',
  },
  triangleHandle: {
    name: 'Triangle handle',
    description:
      'A two-hand grip for rows, pulls and upright presses.\n' +
      'The triangle shape keeps your wrists neutral and centres the strap line between your hands.\n' +
      'Knurled, rubber-coated steel that stays secure under sweaty palms.',
  },
  bar: {
    name: 'Training bar',
    description:
      'A straight steel bar for squats, deadlifts and overhead presses on the flywheel.\n' +
      'Wide knurled grips and a central hook let you train big lifts with inertial overload.\n' +
      'Ideal for athletes who want barbell patterns without a barbell.',
  },
  ankleStrap: {
    name: 'Ankle strap',
    description:
      'A padded ankle cuff for hip abductions, extensions and hamstring curls.\n' +
      'Isolate the glutes and hamstrings with the same adaptive resistance as your big lifts.\n' +
      'Soft neoprene lining and a steel D-ring rated far beyond any human pull.',
  },
  singleHandle: {
    name: 'Single handle',
    description:
      'A one-hand grip for unilateral rows, presses and rotations.\n' +
      'Train each side on its own to find and fix imbalances.\n' +
      'Swivel attachment so the strap follows your movement, not the other way round.',
  },
  suspensionStraps: {
    name: 'Suspension straps',
    description:
      'Straps that connect the hip belt to the device for hands-free lower-body training.\n' +
      'Squat and hinge with the load on your hips while your hands stay free for balance.\n' +
      'Two lengths: S/M for users up to 176 cm, L/XL from 177 cm.',
  },
  stand: {
    name: 'Stand',
    description:
      'A steel stand that lifts the device to hip height.\n' +
      'Opens horizontal pulls, chest presses and rotational work for golf, tennis and combat sports.\n' +
      'Folds flat for storage beside the device.',
  },
  sidePlatforms: {
    name: 'Side platforms',
    description:
      'Two platforms that widen your stance on the device.\n' +
      'Sumo squats, lunges and split stances become stable and safe.\n' +
      'Clip on in seconds, with the same anti-slip surface as the base.',
  },
  disc5: {
    name: 'Flywheel disc 5',
    description:
      'The lightest disc: a low moment of inertia for fast, explosive movements.\n' +
      'Choose it for speed and power work, upper-body exercises and the first weeks of training.',
  },
  disc10: {
    name: 'Flywheel disc 10',
    description:
      'A versatile disc for everyday strength and power training.\n' +
      'Enough inertia for solid squats and rows, light enough to keep the repetitions fast.',
  },
  disc25: {
    name: 'Flywheel disc 25',
    description:
      'A heavy disc for strength work and hypertrophy.\n' +
      'Slower, more demanding repetitions with a strong eccentric phase.',
  },
  disc50: {
    name: 'Flywheel disc 50',
    description:
      'The heaviest disc, for maximal strength and eccentric overload.\n' +
      'For experienced users and athletes: stack it with other discs to go further.',
  },
  hipBelt: {
    name: 'Hip belt',
    description:
      'A wide, padded belt that takes the load on your hips.\n' +
      'Squat and lunge with inertial resistance and no strain on the spine or shoulders.\n' +
      'Three sizes, quick-release buckle and a steel ring for the strap.',
  },
  courseFoundations: {
    name: 'Flywheel training foundations course',
    description:
      'An online course that teaches you to train safely and effectively on the Inercise device.\n' +
      'Set-up, technique of the key exercises, choosing a disc and reading your results in the app.\n' +
      'Six weeks of progressive plans you can start on the day the device arrives.',
  },
  courseAthlete: {
    name: 'Athletic performance course',
    description:
      'A programme for athletes and coaches who want more speed, power and resilience.\n' +
      'Eccentric overload, sport-specific rotations and injury prevention for knees, hamstrings and groin.\n' +
      'Twelve weeks of periodised training with video analysis of every exercise.',
  },
  spec: {
    length: 'Length',
    width: 'Width',
    heightFolded: 'Height (folded)',
    heightUnfolded: 'Height (unfolded)',
    pillarHeight: 'Pillar height',
    weight: 'Weight',
    material: 'Material',
    trainingLocation: 'Training location',
    userHeight: 'User height',
    diameter: 'Diameter',
    slotCount: 'Number of slots',
    hipSize: 'Hip size',
    courseDuration: 'Duration',
    lessonCount: 'Number of lessons',
    level: 'Level',
    format: 'Format',
    access: 'Access',
    language: 'Language',
  },
  specValue: {
    indoorOutdoor: 'Indoor and outdoor',
    indoor: 'Indoor',
    aluminiumSteel: 'Aluminium and steel',
    steel: 'Steel',
    steelRubber: 'Steel and rubber',
    nylonNeoprene: 'Nylon and neoprene',
    polyamide: 'Polyamide',
    beginner: 'Beginner',
    advanced: 'Advanced',
    onlineVideo: 'Online video lessons',
    lifetime: 'Lifetime',
    sixWeeks: '6 weeks',
    twelveWeeks: '12 weeks',
    polishEnglish: 'Polish and English',
    anyHeight: 'Any height',
  },
  propertyType: {
    COLOR: 'Colour',
    SIZE: 'Size',
    COLOR_INERCISE_SET: 'Device colour',
    BELT_SIZE_INERCISE_SET: 'Hip belt size',
    INERDYSK_SIZE: 'Disc size',
    INERDYSK_ONE_SIZE_INERCISE_SET: 'First disc',
    INERDYSK_TWO_SIZE_INERCISE_SET: 'Second disc',
    GENERIC: 'Option',
  },
  option: {
    BLACK: 'Black',
    WHITE: 'White',
    S: 'S',
    M: 'M',
    L: 'L',
    S_M: 'S/M (up to 176 cm)',
    L_XL: 'L/XL (from 177 cm)',
    NONE: 'None',
    '5': '5',
    '10': '10',
    '25': '25',
    '50': '50',
    PL: 'Polish',
    EN: 'English',
  },
  productType: {
    INERCISE: 'Device',
    COURSE: 'Courses',
    HANDLE: 'Handles',
    INERCISE_ACCESSORY: 'Accessories',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const pl: Shape<typeof en> = {
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

export const productTranslations = { en, pl };
export type ProductTranslations = typeof en;

/** The product name keys the API answers (one per seeded product). */
export const productNameKeys = [
  'deviceSet', 'device', 'triangleHandle', 'bar', 'ankleStrap', 'singleHandle', 'suspensionStraps', 'stand',
  'sidePlatforms', 'disc5', 'disc10', 'disc25', 'disc50', 'hipBelt', 'courseFoundations', 'courseAthlete',
] as const;
export type ProductNameKey = (typeof productNameKeys)[number];
