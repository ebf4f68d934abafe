/**
 * Blog articles. Paragraphs are joined with the two characters backslash-n (docs/product-rules.md#content-pages);
 * short ones render as headings.
 */
interface SeedArticle {
  id: number;
  author: string;
  datePublished: string;
  /** Its blog category (migration 016 makes them): 1 training, 2 the device, 3 health and recovery, 4 news. */
  categoryId: number;
  en: { title: string; body: string[] };
  pl: { title: string; body: string[] };
}

export const PARAGRAPH = '\\n';

export const articles: SeedArticle[] = [
  {
    id: 1,
    categoryId: 1,
    author: 'Marta Nowak',
    datePublished: '2025-01-14T09:00:00Z',
    en: {
      title: 'What is flywheel training?',
      body: [
        'Flywheel training, also called inertial training, replaces weights with a spinning wheel. You pull a strap wound around the wheel\'s axle and set it in motion; when the strap is fully unwound, the wheel keeps turning and winds it back, pulling you with it.',
        'Resistance that follows you',
        'A weight is always the same weight. A flywheel gives back exactly as much energy as you put in: the harder you pull in the concentric phase, the harder you must brake in the eccentric phase. Every repetition is maximal if you want it to be, and light if you need it to be.',
        'Eccentric overload',
        'Because you can brake later and harder than you accelerated, the eccentric phase can exceed the concentric one. This eccentric overload is what researchers link with gains in strength, tendon stiffness and resistance to muscle injuries.',
        'Born in space, tested in sport',
        'The method was developed to protect astronauts from muscle loss in weightlessness, where dumbbells weigh nothing. Since then it has become a standard tool in elite football, basketball and rehabilitation clinics.',
      ],
    },
    pl: {
      title: 'Czym jest trening inercyjny?',
      body: [
        'Trening inercyjny, nazywany też treningiem z kołem zamachowym, zastępuje ciężary wirującym kołem. Ciągniesz taśmę nawiniętą na oś koła i wprawiasz je w ruch; gdy taśma się rozwinie, koło kręci się dalej i nawija ją z powrotem, pociągając Cię za sobą.',
        'Opór, który podąża za Tobą',
        'Ciężar zawsze waży tyle samo. Koło zamachowe oddaje dokładnie tyle energii, ile mu dasz: im mocniej ciągniesz w fazie koncentrycznej, tym mocniej musisz hamować w fazie ekscentrycznej. Każde powtórzenie może być maksymalne albo lekkie, zależnie od potrzeby.',
        'Przeciążenie ekscentryczne',
        'Ponieważ możesz hamować później i mocniej, niż przyspieszałeś, faza ekscentryczna może przewyższyć koncentryczną. To właśnie przeciążenie ekscentryczne badacze łączą z przyrostem siły, sztywności ścięgien i odporności na urazy mięśni.',
        'Z kosmosu do sportu',
        'Metodę opracowano, by chronić astronautów przed utratą mięśni w stanie nieważkości, gdzie hantle nic nie ważą. Dziś jest standardowym narzędziem w piłce nożnej, koszykówce i gabinetach rehabilitacji.',
      ],
    },
  },
  {
    id: 2,
    categoryId: 1,
    author: 'Tomasz Wiśniewski',
    datePublished: '2025-02-03T09:00:00Z',
    en: {
      title: 'Five exercises to start with',
      body: [
        'You do not need a complex plan for your first weeks. These five movements cover the whole body and teach you to control the flywheel.',
        '1. Squat with the hip belt',
        'Stand on the platform with the strap hooked to the belt. Push up fast, then resist the way down for the first two thirds of the descent. Start with the 10 disc.',
        '2. Romanian deadlift with the bar',
        'Hinge at the hips with a long spine. The flywheel loads the hamstrings hardest at the end of the movement, where they are most often injured.',
        '3. Single-arm row',
        'With the single handle and the stand, pull to your hip and brake slowly. Compare left and right: the app shows the difference in power.',
        '4. Split squat',
        'Place one foot on a side platform. The unilateral load builds knee stability and reveals asymmetries.',
        '5. Standing rotation',
        'Hold the triangle handle at chest height and rotate from the hips. The wheel rewards a fast turn and punishes a sloppy return.',
        'Two sets of eight repetitions after two warm-up reps is enough in week one. Add sets before you add discs.',
      ],
    },
    pl: {
      title: 'Pięć ćwiczeń na początek',
      body: [
        'Na pierwsze tygodnie nie potrzebujesz skomplikowanego planu. Te pięć ruchów obejmuje całe ciało i uczy panowania nad kołem zamachowym.',
        '1. Przysiad z pasem biodrowym',
        'Stań na platformie z taśmą przypiętą do pasa. Wstań dynamicznie, a potem hamuj ruch w dół przez pierwsze dwie trzecie zejścia. Zacznij od dysku 10.',
        '2. Martwy ciąg rumuński z drążkiem',
        'Zegnij się w biodrach z długim kręgosłupem. Koło najmocniej obciąża mięśnie dwugłowe pod koniec ruchu, tam gdzie najczęściej dochodzi do urazów.',
        '3. Wiosłowanie jednorącz',
        'Z pojedynczym uchwytem i stojakiem przyciągnij do biodra i hamuj powoli. Porównaj stronę lewą i prawą: aplikacja pokaże różnicę mocy.',
        '4. Przysiad bułgarski',
        'Postaw jedną stopę na platformie bocznej. Jednostronne obciążenie buduje stabilność kolana i odsłania asymetrie.',
        '5. Rotacja w staniu',
        'Trzymaj uchwyt trójkątny na wysokości klatki i obracaj się z bioder. Koło nagradza szybki obrót i karze niedbały powrót.',
        'W pierwszym tygodniu wystarczą dwie serie po osiem powtórzeń po dwóch rozgrzewkowych. Dokładaj serie, zanim dołożysz dyski.',
      ],
    },
  },
  {
    id: 3,
    categoryId: 3,
    author: 'dr Anna Zielińska',
    datePublished: '2025-03-10T09:00:00Z',
    en: {
      title: 'Flywheel training in injury prevention',
      body: [
        'Hamstring strains, groin pain and patellar tendinopathy share one thing: tissue that cannot absorb force fast enough. Eccentric training is the best studied answer, and the flywheel is an efficient way to deliver it.',
        'Why eccentric work protects',
        'Controlled lengthening under load makes muscle fascicles longer and tendons stiffer. Longer fascicles tolerate sprinting and kicking at long muscle lengths, where strains happen.',
        'Dose without a spotter',
        'A heavy eccentric squat with a barbell needs a spotter or special equipment. On a flywheel you generate the overload yourself and can stop at any moment by simply not pulling.',
        'A safe progression',
        'Begin with light discs and moderate effort, two sessions a week. Muscle soreness after the first sessions is normal; it fades by the third week as the body adapts.',
        'Always consult a physiotherapist when you train after an injury. Many of them already use Inercise in their clinics.',
      ],
    },
    pl: {
      title: 'Trening inercyjny w profilaktyce urazów',
      body: [
        'Naderwania mięśni dwugłowych, ból pachwin i tendinopatia więzadła rzepki mają wspólny mianownik: tkanki, które nie potrafią dość szybko przyjąć siły. Trening ekscentryczny to najlepiej zbadana odpowiedź, a koło zamachowe to skuteczny sposób jego realizacji.',
        'Dlaczego praca ekscentryczna chroni',
        'Kontrolowane wydłużanie pod obciążeniem wydłuża pęczki mięśniowe i usztywnia ścięgna. Dłuższe pęczki lepiej znoszą sprint i kopnięcie przy dużej długości mięśnia, gdzie dochodzi do naderwań.',
        'Dawka bez asekuracji',
        'Ciężki przysiad ekscentryczny ze sztangą wymaga asekuracji albo specjalnego sprzętu. Na kole zamachowym sam wytwarzasz przeciążenie i możesz przerwać w każdej chwili, po prostu przestając ciągnąć.',
        'Bezpieczna progresja',
        'Zacznij od lekkich dysków i umiarkowanego wysiłku, dwa razy w tygodniu. Zakwasy po pierwszych treningach są normalne i mijają do trzeciego tygodnia, gdy organizm się adaptuje.',
        'Po urazie zawsze skonsultuj trening z fizjoterapeutą. Wielu z nich już używa Inercise w swoich gabinetach.',
      ],
    },
  },
  {
    id: 4,
    categoryId: 2,
    author: 'Marta Nowak',
    datePublished: '2025-04-22T09:00:00Z',
    en: {
      title: 'How to choose the right disc',
      body: [
        'The disc decides how the flywheel feels. A light disc spins up quickly and rewards speed; a heavy one is slow to start and demands raw strength.',
        'Disc 5 and 10: speed and power',
        'Use them for jumps, rotations, upper-body work and your first month. Repetitions are fast and power output is high.',
        'Disc 25: strength',
        'The everyday choice for squats and deadlifts once your technique is stable. Expect slower repetitions and a demanding braking phase.',
        'Disc 50: maximal strength',
        'For experienced users chasing maximal force and eccentric overload. Combine it with a smaller disc in the second slot for fine steps.',
        'The Inercise app shows your power and the ratio of eccentric to concentric work for every repetition. If power drops by more than ten percent within a set, the disc is too heavy for today.',
      ],
    },
    pl: {
      title: 'Jak dobrać dysk',
      body: [
        'Dysk decyduje o tym, jak pracuje koło. Lekki rozpędza się szybko i nagradza szybkość; ciężki rusza powoli i wymaga czystej siły.',
        'Dysk 5 i 10: szybkość i moc',
        'Używaj ich do skoków, rotacji, ćwiczeń górnej części ciała i w pierwszym miesiącu. Powtórzenia są szybkie, a moc wysoka.',
        'Dysk 25: siła',
        'Codzienny wybór do przysiadów i martwych ciągów, gdy technika jest już stabilna. Powtórzenia są wolniejsze, a hamowanie wymagające.',
        'Dysk 50: siła maksymalna',
        'Dla zaawansowanych, którzy szukają maksymalnej siły i przeciążenia ekscentrycznego. Połącz go z mniejszym dyskiem w drugim slocie, by zmieniać obciążenie drobnymi krokami.',
        'Aplikacja Inercise pokazuje moc i stosunek pracy ekscentrycznej do koncentrycznej w każdym powtórzeniu. Jeśli moc spada w serii o ponad dziesięć procent, dysk jest na dziś za ciężki.',
      ],
    },
  },
  {
    id: 5,
    categoryId: 1,
    author: 'Tomasz Wiśniewski',
    datePublished: '2025-06-05T09:00:00Z',
    en: {
      title: 'A 20-minute home workout',
      body: [
        'No time for the gym? A full flywheel session fits between two meetings. Warm up for five minutes, then do three rounds of the circuit below with one minute of rest between rounds.',
        'The circuit',
        'Eight squats with the hip belt, eight single-arm rows per side, eight Romanian deadlifts and six rotations per side. Keep every first repetition easy: it only spins the wheel up.',
        'Finish with mobility',
        'Two minutes of hip and thoracic mobility bring your heart rate down and keep you supple for the rest of the day.',
        'Because the device folds to twelve centimetres, it slides under a bed or into a wardrobe when you are done. Training at home has never taken less space.',
      ],
    },
    pl: {
      title: 'Dwudziestominutowy trening w domu',
      body: [
        'Nie masz czasu na siłownię? Pełna sesja na kole zamachowym zmieści się między dwoma spotkaniami. Rozgrzej się przez pięć minut, a potem wykonaj trzy rundy poniższego obwodu z minutą przerwy między rundami.',
        'Obwód',
        'Osiem przysiadów z pasem biodrowym, osiem wiosłowań jednorącz na stronę, osiem martwych ciągów rumuńskich i sześć rotacji na stronę. Pierwsze powtórzenie zawsze wykonuj lekko: ono tylko rozpędza koło.',
        'Na koniec mobilność',
        'Dwie minuty mobilizacji bioder i odcinka piersiowego wyciszą tętno i zostawią Cię rozluźnionym na resztę dnia.',
        'Urządzenie po złożeniu ma dwanaście centymetrów wysokości, więc po treningu wsuniesz je pod łóżko albo do szafy. Trening w domu jeszcze nigdy nie zajmował tak mało miejsca.',
      ],
    },
  },
  {
    id: 6,
    categoryId: 3,
    author: 'dr Anna Zielińska',
    datePublished: '2025-09-18T09:00:00Z',
    en: {
      title: 'Flywheel training after fifty',
      body: [
        'Muscle mass and power decline with age, and power declines faster. Losing the ability to produce force quickly is what makes stairs, getting up from a chair and catching a stumble harder.',
        'Power, not just strength',
        'The flywheel trains power naturally: you decide how fast to pull, and the wheel answers with matching resistance. There is no heavy bar to lift from the floor and nothing to drop.',
        'Start gently',
        'Use the lightest disc, keep the effort moderate and focus on smooth braking. Two short sessions a week bring measurable change within six to eight weeks.',
        'Train together',
        'Many of our customers train with a partner or a physiotherapist for the first sessions. The app keeps a record so progress is visible to both of you.',
      ],
    },
    pl: {
      title: 'Trening inercyjny po pięćdziesiątce',
      body: [
        'Masa i moc mięśni spadają z wiekiem, a moc spada szybciej. To utrata zdolności do szybkiego generowania siły utrudnia wchodzenie po schodach, wstawanie z krzesła i łapanie równowagi po potknięciu.',
        'Moc, nie tylko siła',
        'Koło zamachowe naturalnie trenuje moc: sam decydujesz, jak szybko ciągniesz, a koło odpowiada dopasowanym oporem. Nie ma ciężkiej sztangi do podnoszenia z ziemi ani niczego, co mogłoby upaść.',
        'Zacznij łagodnie',
        'Używaj najlżejszego dysku, utrzymuj umiarkowany wysiłek i skup się na płynnym hamowaniu. Dwie krótkie sesje w tygodniu dają mierzalną zmianę w sześć do ośmiu tygodni.',
        'Trenuj razem',
        'Wielu naszych klientów pierwsze treningi wykonuje z partnerem albo fizjoterapeutą. Aplikacja zapisuje historię, więc postęp widzicie oboje.',
      ],
    },
  },
];
