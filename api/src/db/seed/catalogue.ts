import type { PropertyKind, ProductTypeName } from '@inercise/contracts';

/**
 * Seed catalogue (docs/product-rules.md#catalogue-and-prices): prices in minor units
 * (docs/decisions/0007-integer-money.md); ids fixed so links (/product?id=1) stay stable.
 */
interface SeedValue {
  value: string;
  available?: boolean;
  daysToShip?: number;
}
interface SeedProperty {
  name: string;
  kind: PropertyKind;
  values: SeedValue[];
}
export interface SeedProduct {
  id: number;
  name: string;
  type: ProductTypeName;
  price: number;
  priceEur: number;
  previousPrice?: number;
  previousPriceEur?: number;
  /** Image names without extension; the first is the thumbnail. */
  images: string[];
  properties: SeedProperty[];
  specs: [key: string, value: string][];
}

export const productTypes: { id: number; name: ProductTypeName }[] = [
  { id: 1, name: 'INERCISE' },
  { id: 2, name: 'COURSE' },
  { id: 3, name: 'HANDLE' },
  { id: 4, name: 'INERCISE_ACCESSORY' },
];

const discs = (kind: PropertyKind, name: string, withNone = false): SeedProperty => ({
  name,
  kind,
  values: [
    ...(withNone ? [{ value: 'NONE' }] : []),
    { value: '5' },
    { value: '10' },
    { value: '25', daysToShip: 5 },
    { value: '50', daysToShip: 10, available: !withNone },
  ],
});
const colours = (kind: PropertyKind, whiteAvailable = true): SeedProperty => ({
  name: kind === 'COLOR' ? 'color' : 'setColor',
  kind,
  values: [{ value: 'BLACK' }, { value: 'WHITE', available: whiteAvailable, daysToShip: 14 }],
});
const blackOnly: SeedProperty = { name: 'color', kind: 'COLOR', values: [{ value: 'BLACK' }] };
const sizes = (kind: PropertyKind, name: string): SeedProperty => ({
  name,
  kind,
  values: [{ value: 'S' }, { value: 'M' }, { value: 'L', daysToShip: 4 }],
});
const deviceSpecs: [string, string][] = [
  ['spec.length', '68 cm'],
  ['spec.width', '42 cm'],
  ['spec.heightFolded', '12 cm'],
  ['spec.heightUnfolded', '118 cm'],
  ['spec.pillarHeight', '106 cm'],
  ['spec.material', 'specValue.aluminiumSteel'],
  ['spec.trainingLocation', 'specValue.indoorOutdoor'],
  ['spec.userHeight', '150–205 cm'],
  ['spec.slotCount', '2'],
];
const disc = (id: number, size: string, price: number, priceEur: number, diameter: string, weight: string): SeedProduct => ({
  id,
  name: `disc${size}`,
  type: 'INERCISE_ACCESSORY',
  price,
  priceEur,
  images: [`disc-${size}`],
  properties: [{ name: 'discSize', kind: 'INERDYSK_SIZE', values: [{ value: size }] }],
  specs: [
    ['spec.diameter', diameter],
    ['spec.weight', weight],
    ['spec.material', 'specValue.aluminiumSteel'],
  ],
});
const course = (id: number, name: string, price: number, priceEur: number, weeks: string, lessons: string, level: string): SeedProduct => ({
  id,
  name,
  type: 'COURSE',
  price,
  priceEur,
  ...(name === 'courseFoundations' ? { previousPrice: 29900, previousPriceEur: 6999 } : {}),
  images: [`${name === 'courseFoundations' ? 'course-foundations' : 'course-athlete'}`],
  properties: [{ name: 'courseLanguage', kind: 'GENERIC', values: [{ value: 'PL', daysToShip: 0 }, { value: 'EN', daysToShip: 0 }] }],
  specs: [
    ['spec.courseDuration', weeks],
    ['spec.lessonCount', lessons],
    ['spec.level', level],
    ['spec.format', 'specValue.onlineVideo'],
    ['spec.access', 'specValue.lifetime'],
    ['spec.language', 'specValue.polishEnglish'],
  ],
});

export const products: SeedProduct[] = [
  {
    id: 1,
    name: 'deviceSet',
    type: 'INERCISE',
    price: 849900,
    priceEur: 199900,
    previousPrice: 949900,
    previousPriceEur: 224900,
    images: ['device-set', 'device', 'device-white'],
    properties: [
      colours('COLOR_INERCISE_SET'),
      sizes('BELT_SIZE_INERCISE_SET', 'beltSize'),
      discs('INERDYSK_ONE_SIZE_INERCISE_SET', 'firstDisc'),
      discs('INERDYSK_TWO_SIZE_INERCISE_SET', 'secondDisc', true),
    ],
    specs: [...deviceSpecs, ['spec.weight', '21 kg']],
  },
  {
    id: 2,
    name: 'device',
    type: 'INERCISE',
    price: 649900,
    priceEur: 152900,
    images: ['device', 'device-white'],
    properties: [colours('COLOR')],
    specs: [...deviceSpecs, ['spec.weight', '17 kg']],
  },
  {
    id: 3,
    name: 'triangleHandle',
    type: 'HANDLE',
    price: 34900,
    priceEur: 8200,
    images: ['triangle-handle'],
    properties: [blackOnly],
    specs: [['spec.width', '28 cm'], ['spec.weight', '0.9 kg'], ['spec.material', 'specValue.steelRubber']],
  },
  {
    id: 4,
    name: 'bar',
    type: 'HANDLE',
    price: 44900,
    priceEur: 10500,
    previousPrice: 49900,
    previousPriceEur: 11700,
    images: ['bar'],
    properties: [colours('COLOR', false)],
    specs: [['spec.length', '120 cm'], ['spec.diameter', '3 cm'], ['spec.weight', '4.5 kg'], ['spec.material', 'specValue.steel']],
  },
  {
    id: 5,
    name: 'ankleStrap',
    type: 'HANDLE',
    price: 14900,
    priceEur: 3500,
    images: ['ankle-strap'],
    properties: [sizes('SIZE', 'size')],
    specs: [['spec.weight', '0.2 kg'], ['spec.material', 'specValue.nylonNeoprene']],
  },
  {
    id: 6,
    name: 'singleHandle',
    type: 'HANDLE',
    price: 19900,
    priceEur: 4700,
    images: ['single-handle'],
    properties: [blackOnly],
    specs: [['spec.width', '16 cm'], ['spec.weight', '0.4 kg'], ['spec.material', 'specValue.steelRubber']],
  },
  {
    id: 7,
    name: 'suspensionStraps',
    type: 'INERCISE_ACCESSORY',
    price: 39900,
    priceEur: 9400,
    images: ['suspension-straps'],
    properties: [{ name: 'size', kind: 'SIZE', values: [{ value: 'S_M' }, { value: 'L_XL', daysToShip: 4 }] }],
    specs: [['spec.length', '140 cm'], ['spec.userHeight', '150–205 cm'], ['spec.material', 'specValue.polyamide']],
  },
  {
    id: 8,
    name: 'stand',
    type: 'INERCISE_ACCESSORY',
    price: 129900,
    priceEur: 30500,
    images: ['stand'],
    properties: [blackOnly],
    specs: [['spec.heightUnfolded', '95 cm'], ['spec.width', '50 cm'], ['spec.weight', '9 kg'], ['spec.material', 'specValue.steel'], ['spec.trainingLocation', 'specValue.indoor']],
  },
  {
    id: 9,
    name: 'sidePlatforms',
    type: 'INERCISE_ACCESSORY',
    price: 89900,
    priceEur: 21100,
    images: ['side-platforms'],
    properties: [colours('COLOR')],
    specs: [['spec.length', '40 cm'], ['spec.width', '30 cm'], ['spec.weight', '5 kg'], ['spec.material', 'specValue.aluminiumSteel']],
  },
  disc(10, '5', 29900, 7000, '30 cm', '1.2 kg'),
  disc(11, '10', 39900, 9400, '34 cm', '2.1 kg'),
  disc(12, '25', 54900, 12900, '40 cm', '4.4 kg'),
  disc(13, '50', 74900, 17600, '46 cm', '7.9 kg'),
  {
    id: 14,
    name: 'hipBelt',
    type: 'INERCISE_ACCESSORY',
    price: 24900,
    priceEur: 5900,
    images: ['hip-belt'],
    properties: [sizes('SIZE', 'size')],
    specs: [['spec.hipSize', '75–125 cm'], ['spec.material', 'specValue.nylonNeoprene'], ['spec.weight', '0.6 kg']],
  },
  course(15, 'courseFoundations', 19900, 4700, 'specValue.sixWeeks', '24', 'specValue.beginner'),
  course(16, 'courseAthlete', 39900, 9400, 'specValue.twelveWeeks', '48', 'specValue.advanced'),
];

export const partners = [
  { id: 1, name: 'FizjoLab Kraków', website: 'https://fizjolab.example' },
  { id: 2, name: 'Akademia Treningu Motorycznego', website: 'https://akademia-motoryki.example' },
  { id: 3, name: 'KS Orzeł Warszawa', website: 'https://www.instagram.com/ksorzel.example' },
];

/**
 * Delivery by region in minor units, per parcel of up to 30 kg (the heaviest item, the device set, weighs 21 kg): one
 * item costs what the shop's one price per region was. OTHER has none (orders there are inquiries).
 */
export const shipmentBands = [
  { region: 'POLAND', up_to_grams: 30000, price: 1999, price_eur: 499 },
  { region: 'EUROPEAN_UNION', up_to_grams: 30000, price: 8900, price_eur: 2100 },
  { region: 'SWITZERLAND', up_to_grams: 30000, price: 14900, price_eur: 3500 },
];

/** A product's shipping weight in grams, from its specification's weight ("21 kg", "0,9 kg"); none: 0. */
export const shippingWeightOf = (specs: readonly (readonly [string, string])[]): number => {
  const weight = specs.find(([key]) => key === 'spec.weight')?.[1];
  const kilograms = weight === undefined ? null : /^\s*(\d+(?:[.,]\d+)?)\s*kg/.exec(weight)?.[1];
  return kilograms ? Math.round(Number(kilograms.replace(',', '.')) * 1000) : 0;
};

/**
 * The code printed on each device's label and in its QR code beside the serial number (only its hash is stored, see
 * features/devices/labelCode.ts). Fixed here so development and the tests can claim the seeded devices; real devices
 * get random codes at the factory.
 */
export const deviceLabelCodes: Readonly<Record<string, string>> = {
  'INR-2024-000123': 'AQYK-F69B-PK23',
  'INR-2024-000124': '5FGX-ACSE-BHPT',
  'INR-2025-000001': 'TC47-XQWA-WVW4',
  'INR-2025-000100': 'B8HW-RAHS-ZPBA',
  'INR-2025-000101': 'VQ5T-A9SX-UKVA',
  'INR-2025-000102': 'WG45-VB2N-S7QH',
  'INR-2025-000103': 'WWB9-A84T-4F3Q',
  'INR-2025-000104': 'MVY3-C2P2-JJJ2',
  'INR-2025-000105': 'AY78-BJ2M-VEGA',
  'INR-2025-000106': 'UR8Y-YMSF-QGRH',
  'INR-2025-000107': 'GKYD-Q572-JGXA',
  'INR-2025-000108': '7FNX-H5XH-TBZR',
  'INR-2025-000109': 'MU4V-WMFK-ANST',
  'INR-2025-000110': 'P9TM-3FGX-MWYQ',
  'INR-2025-000111': '5KY5-FEJY-2P4F',
};

/** Devices made so far (their serial numbers are in their QR codes); device types come with migration 016. */
export const devices = [
  { id: 1, serial_number: 'INR-2024-000123', model: 'Inercise One', produced_on: '2024-03-12', device_type_id: 1 },
  { id: 2, serial_number: 'INR-2024-000124', model: 'Inercise One', produced_on: '2024-03-12', device_type_id: 1 },
  { id: 3, serial_number: 'INR-2025-000001', model: 'Inercise One S', produced_on: '2025-01-20', device_type_id: 2 },
  ...Array.from({ length: 12 }, (_, i) => ({
    id: 4 + i,
    serial_number: `INR-2025-${String(100 + i).padStart(6, '0')}`,
    model: i % 3 === 2 ? 'Inercise Pro' : 'Inercise One S',
    produced_on: '2025-06-02',
    device_type_id: i % 3 === 2 ? 3 : 2,
  })),
];
