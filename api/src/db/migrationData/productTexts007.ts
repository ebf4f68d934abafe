// Frozen with migration 007 (api/src/db/migrations.ts): the names and descriptions the shop's translations gave each
// seeded product when the texts moved into the product table. A copy, not the seed's current texts
// (db/seed/productTexts.ts), so a later edit of the seed never changes what this migration did.

interface Texts007 {
  name: string;
  description: string;
}

export interface ProductTexts007 {
  en: Texts007;
  pl: Texts007;
}

export const productTexts007: Record<string, ProductTexts007> = {
  deviceSet: {
    en: {
      name: 'Inercise device set',
      description: 'Everything you need to start flywheel training at home, in one box.\nThe Inercise device with a hip belt in your size, a triangle handle and the flywheel discs you choose.\nInertial resistance matches your effort on every repetition: pull harder and the flywheel pushes back harder, with an eccentric overload no weight stack can give.\nSquats, deadlifts, rows, presses and rotations on a platform smaller than a yoga mat.\nReady in a minute, quiet enough for a flat, and paired with the Inercise app that measures every rep.',
    },
    pl: {
      name: 'Zestaw Inercise',
      description: 'Wszystko, czego potrzebujesz do treningu inercyjnego w domu, w jednym pudełku.\nUrządzenie Inercise z pasem biodrowym w Twoim rozmiarze, uchwytem trójkątnym i wybranymi dyskami.\nOpór inercyjny dopasowuje się do Twojej siły w każdym powtórzeniu: im mocniej ciągniesz, tym mocniej koło zamachowe oddaje, dając przeciążenie ekscentryczne, jakiego nie da żaden stos ciężarów.\nPrzysiady, martwe ciągi, wiosłowania, wyciskania i rotacje na platformie mniejszej niż mata do jogi.\nGotowe w minutę, ciche nawet w mieszkaniu, połączone z aplikacją Inercise, która mierzy każde powtórzenie.',
    },
  },
  device: {
    en: {
      name: 'Inercise device',
      description: 'A compact flywheel platform with a folding pillar and a high-strength strap.\nThe strap unwinds as you pull and the flywheel stores your energy, then winds back and asks you to brake it: concentric and eccentric work in one smooth movement.\nLoad grows with your effort, so one device serves a beginner, a rehabilitating knee and a sprinter alike.\nAluminium and steel build, anti-slip base, no weights to buy, carry or drop.',
    },
    pl: {
      name: 'Urządzenie Inercise',
      description: 'Kompaktowa platforma z kołem zamachowym, składanym słupkiem i wytrzymałą taśmą.\nTaśma rozwija się, gdy ciągniesz, a koło magazynuje Twoją energię, by potem nawinąć ją z powrotem i zmusić Cię do hamowania: praca koncentryczna i ekscentryczna w jednym płynnym ruchu.\nObciążenie rośnie razem z Twoim wysiłkiem, więc jedno urządzenie służy początkującym, osobom po kontuzji kolana i sprinterom.\nAluminium i stal, antypoślizgowa podstawa, żadnych ciężarów do kupowania, noszenia i upuszczania.',
    },
  },
  triangleHandle: {
    en: {
      name: 'Triangle handle',
      description: 'A two-hand grip for rows, pulls and upright presses.\nThe triangle shape keeps your wrists neutral and centres the strap line between your hands.\nKnurled, rubber-coated steel that stays secure under sweaty palms.',
    },
    pl: {
      name: 'Uchwyt trójkątny',
      description: 'Uchwyt na dwie dłonie do wiosłowań, przyciągań i wyciskań w pionie.\nTrójkątny kształt utrzymuje nadgarstki w neutralnej pozycji i prowadzi taśmę między dłońmi.\nStal pokryta gumą z radełkowaniem, pewna nawet w spoconych dłoniach.',
    },
  },
  bar: {
    en: {
      name: 'Training bar',
      description: 'A straight steel bar for squats, deadlifts and overhead presses on the flywheel.\nWide knurled grips and a central hook let you train big lifts with inertial overload.\nIdeal for athletes who want barbell patterns without a barbell.',
    },
    pl: {
      name: 'Drążek treningowy',
      description: 'Prosty stalowy drążek do przysiadów, martwych ciągów i wyciskań nad głowę na kole zamachowym.\nSzerokie radełkowane chwyty i centralny hak pozwalają trenować duże boje z przeciążeniem inercyjnym.\nIdealny dla sportowców, którzy chcą ruchów ze sztangą bez sztangi.',
    },
  },
  ankleStrap: {
    en: {
      name: 'Ankle strap',
      description: 'A padded ankle cuff for hip abductions, extensions and hamstring curls.\nIsolate the glutes and hamstrings with the same adaptive resistance as your big lifts.\nSoft neoprene lining and a steel D-ring rated far beyond any human pull.',
    },
    pl: {
      name: 'Opaska na kostkę',
      description: 'Wyściełana opaska na kostkę do odwodzenia i prostowania bioder oraz uginania kolan.\nIzoluj pośladki i mięśnie dwugłowe uda z tym samym adaptacyjnym oporem co w dużych bojach.\nMiękka neoprenowa wyściółka i stalowe kółko o wytrzymałości daleko ponad siłę człowieka.',
    },
  },
  singleHandle: {
    en: {
      name: 'Single handle',
      description: 'A one-hand grip for unilateral rows, presses and rotations.\nTrain each side on its own to find and fix imbalances.\nSwivel attachment so the strap follows your movement, not the other way round.',
    },
    pl: {
      name: 'Uchwyt pojedynczy',
      description: 'Uchwyt na jedną dłoń do jednostronnych wiosłowań, wyciskań i rotacji.\nTrenuj każdą stronę osobno, by znaleźć i wyrównać dysproporcje.\nObrotowe mocowanie sprawia, że taśma podąża za ruchem, a nie odwrotnie.',
    },
  },
  suspensionStraps: {
    en: {
      name: 'Suspension straps',
      description: 'Straps that connect the hip belt to the device for hands-free lower-body training.\nSquat and hinge with the load on your hips while your hands stay free for balance.\nTwo lengths: S/M for users up to 176 cm, L/XL from 177 cm.',
    },
    pl: {
      name: 'Szelki podwieszane',
      description: 'Taśmy łączące pas biodrowy z urządzeniem do treningu nóg bez użycia rąk.\nPrzysiady i skłony z obciążeniem na biodrach, z wolnymi rękami do utrzymania równowagi.\nDwie długości: S/M dla osób do 176 cm wzrostu, L/XL od 177 cm.',
    },
  },
  stand: {
    en: {
      name: 'Stand',
      description: 'A steel stand that lifts the device to hip height.\nOpens horizontal pulls, chest presses and rotational work for golf, tennis and combat sports.\nFolds flat for storage beside the device.',
    },
    pl: {
      name: 'Stojak',
      description: 'Stalowy stojak, który podnosi urządzenie na wysokość bioder.\nOtwiera przyciągania poziome, wyciskania w klatce i pracę rotacyjną dla golfa, tenisa i sportów walki.\nSkłada się na płasko i mieści obok urządzenia.',
    },
  },
  sidePlatforms: {
    en: {
      name: 'Side platforms',
      description: 'Two platforms that widen your stance on the device.\nSumo squats, lunges and split stances become stable and safe.\nClip on in seconds, with the same anti-slip surface as the base.',
    },
    pl: {
      name: 'Platformy boczne',
      description: 'Dwie platformy poszerzające rozstaw stóp na urządzeniu.\nPrzysiady sumo, wykroki i pozycje wykroczne stają się stabilne i bezpieczne.\nMontaż w kilka sekund, ta sama antypoślizgowa powierzchnia co podstawa.',
    },
  },
  disc5: {
    en: {
      name: 'Flywheel disc 5',
      description: 'The lightest disc: a low moment of inertia for fast, explosive movements.\nChoose it for speed and power work, upper-body exercises and the first weeks of training.',
    },
    pl: {
      name: 'Dysk inercyjny 5',
      description: 'Najlżejszy dysk: mały moment bezwładności do szybkich, eksplozywnych ruchów.\nWybierz go do pracy nad szybkością i mocą, ćwiczeń górnej części ciała i pierwszych tygodni treningu.',
    },
  },
  disc10: {
    en: {
      name: 'Flywheel disc 10',
      description: 'A versatile disc for everyday strength and power training.\nEnough inertia for solid squats and rows, light enough to keep the repetitions fast.',
    },
    pl: {
      name: 'Dysk inercyjny 10',
      description: 'Uniwersalny dysk do codziennego treningu siły i mocy.\nWystarczająca bezwładność do solidnych przysiadów i wiosłowań, a powtórzenia pozostają szybkie.',
    },
  },
  disc25: {
    en: {
      name: 'Flywheel disc 25',
      description: 'A heavy disc for strength work and hypertrophy.\nSlower, more demanding repetitions with a strong eccentric phase.',
    },
    pl: {
      name: 'Dysk inercyjny 25',
      description: 'Ciężki dysk do treningu siłowego i budowy masy mięśniowej.\nWolniejsze, bardziej wymagające powtórzenia z mocną fazą ekscentryczną.',
    },
  },
  disc50: {
    en: {
      name: 'Flywheel disc 50',
      description: 'The heaviest disc, for maximal strength and eccentric overload.\nFor experienced users and athletes: stack it with other discs to go further.',
    },
    pl: {
      name: 'Dysk inercyjny 50',
      description: 'Najcięższy dysk, do siły maksymalnej i przeciążenia ekscentrycznego.\nDla zaawansowanych i sportowców: łącz go z innymi dyskami, by pójść dalej.',
    },
  },
  hipBelt: {
    en: {
      name: 'Hip belt',
      description: 'A wide, padded belt that takes the load on your hips.\nSquat and lunge with inertial resistance and no strain on the spine or shoulders.\nThree sizes, quick-release buckle and a steel ring for the strap.',
    },
    pl: {
      name: 'Pas biodrowy',
      description: 'Szeroki, wyściełany pas, który przenosi obciążenie na biodra.\nPrzysiady i wykroki z oporem inercyjnym bez obciążania kręgosłupa i barków.\nTrzy rozmiary, szybkozłączka i stalowe kółko na taśmę.',
    },
  },
  courseFoundations: {
    en: {
      name: 'Flywheel training foundations course',
      description: 'An online course that teaches you to train safely and effectively on the Inercise device.\nSet-up, technique of the key exercises, choosing a disc and reading your results in the app.\nSix weeks of progressive plans you can start on the day the device arrives.',
    },
    pl: {
      name: 'Kurs podstaw treningu inercyjnego',
      description: 'Kurs online, który uczy bezpiecznego i skutecznego treningu na urządzeniu Inercise.\nUstawienie, technika kluczowych ćwiczeń, dobór dysku i czytanie wyników w aplikacji.\nSześć tygodni progresywnych planów, które zaczniesz w dniu dostawy urządzenia.',
    },
  },
  courseAthlete: {
    en: {
      name: 'Athletic performance course',
      description: 'A programme for athletes and coaches who want more speed, power and resilience.\nEccentric overload, sport-specific rotations and injury prevention for knees, hamstrings and groin.\nTwelve weeks of periodised training with video analysis of every exercise.',
    },
    pl: {
      name: 'Kurs przygotowania motorycznego',
      description: 'Program dla sportowców i trenerów, którzy chcą więcej szybkości, mocy i odporności na urazy.\nPrzeciążenie ekscentryczne, rotacje specyficzne dla dyscypliny i profilaktyka urazów kolan, mięśni dwugłowych i pachwin.\nDwanaście tygodni periodyzowanego treningu z analizą wideo każdego ćwiczenia.',
    },
  },
};
