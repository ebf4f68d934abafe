/**
 * The i18n namespace "products": product names and descriptions (keyed by the `name` the API answers),
 * specification keys and values, property kind titles, option values and product type names.
 * The front end shows t(`products:${product.name}.name`), t(`products:${item.key}`),
 * t(`products:${item.value}`, { defaultValue: item.value }) (values such as "68 cm" have no key),
 * t(`products:propertyType.${kind}`), t(`products:option.${value}`) and t(`products:productType.${name}`).
 * Descriptions separate lines with "\n".
 */
export const productTranslationsEn = {
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
