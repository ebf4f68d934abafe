import type { Product, ProductProperty, ProductType, ProductTypeName, PropertyKind } from '../contracts';
import { singlePage } from '@inercise/contracts/domain/page';
import { reply, type Routes } from './fakeApi';

// The catalogue as the API seeds it, for pages that show several products: names are keys of the "products"
// namespace, so the pages show their real translated names. Value ids are numbered in the order below from 100.

let nextValueId = 100;

function property(id: number, name: string, kind: PropertyKind, values: [value: string, available: boolean, days: number][]): ProductProperty {
  return {
    id,
    name,
    propertyType: { name: kind },
    values: values.map(([value, available, daysToShip]) => ({ id: nextValueId++, value, available, daysToShip })),
  };
}

const typeIds: Record<ProductTypeName, number> = { INERCISE: 1, COURSE: 2, HANDLE: 3, INERCISE_ACCESSORY: 4 };

interface Prices {
  pln: number;
  eur: number;
  previous?: number;
  previousEur?: number;
  lowest?: number;
  lowestEur?: number;
}

function seeded(id: number, name: string, type: ProductTypeName, prices: Prices, properties: ProductProperty[] = [], specs: [string, string][] = []): Product {
  return {
    id,
    name,
    thumbnail: `${name}.webp`,
    currentPrice: prices.pln,
    previousPrice: prices.previous ?? 0,
    currentPriceEur: prices.eur,
    previousPriceEur: prices.previousEur ?? 0,
    lowestPrice30d: prices.lowest ?? null,
    lowestPrice30dEur: prices.lowestEur ?? null,
    productType: { id: typeIds[type], name: type },
    productImages: [
      { image: `${name}.webp`, thumbnail: `${name}.webp` },
      { image: `${name}-2.webp`, thumbnail: `${name}-2.webp` },
    ],
    properties,
    specificationItems: specs.map(([key, value], index) => ({ id: id * 100 + index, key, value })),
  };
}

/** The device set: discounted, four option kinds, one value unavailable, days to ship per value. */
export const deviceSet = seeded(
  1,
  'deviceSet',
  'INERCISE',
  { pln: 8499, eur: 1999, previous: 9499, previousEur: 2249, lowest: 8999, lowestEur: 2099 },
  [
    property(1, 'setColor', 'COLOR_INERCISE_SET', [
      ['BLACK', true, 2],
      ['WHITE', true, 14],
    ]),
    property(2, 'beltSize', 'BELT_SIZE_INERCISE_SET', [
      ['S', true, 2],
      ['M', true, 2],
      ['L', true, 4],
    ]),
    property(3, 'firstDisc', 'INERDYSK_ONE_SIZE_INERCISE_SET', [
      ['5', true, 2],
      ['10', true, 2],
      ['25', true, 5],
      ['50', true, 10],
    ]),
    property(4, 'secondDisc', 'INERDYSK_TWO_SIZE_INERCISE_SET', [
      ['NONE', true, 2],
      ['5', true, 2],
      ['10', true, 2],
      ['25', true, 5],
      ['50', false, 10],
    ]),
  ],
  [
    ['spec.length', '68 cm'],
    ['spec.material', 'specValue.aluminiumSteel'],
    ['spec.weight', '21 kg'],
  ],
);

const device = seeded(2, 'device', 'INERCISE', { pln: 6499, eur: 1529 }, [
  property(5, 'color', 'COLOR', [
    ['BLACK', true, 2],
    ['WHITE', true, 14],
  ]),
]);

/** The catalogue's triangle handle (349 PLN, one colour); aProduct() is a plainer one at 249 PLN. */
export const triangleHandle = seeded(3, 'triangleHandle', 'HANDLE', { pln: 349, eur: 82 }, [
  property(6, 'color', 'COLOR', [['BLACK', true, 2]]),
]);

/** Discounted; its white colour is unavailable. */
export const bar = seeded(4, 'bar', 'HANDLE', { pln: 449, eur: 105, previous: 499, previousEur: 117, lowest: 449, lowestEur: 105 }, [
  property(7, 'color', 'COLOR', [
    ['BLACK', true, 2],
    ['WHITE', false, 14],
  ]),
]);

export const ankleStrap = seeded(5, 'ankleStrap', 'HANDLE', { pln: 149, eur: 35 }, [
  property(8, 'size', 'SIZE', [
    ['S', true, 2],
    ['M', true, 2],
    ['L', true, 4],
  ]),
]);

/** Its first size is unavailable. */
export const hipBelt = seeded(14, 'hipBelt', 'INERCISE_ACCESSORY', { pln: 249, eur: 59 }, [
  property(9, 'size', 'SIZE', [
    ['S', false, 2],
    ['M', true, 3],
    ['L', true, 4],
  ]),
]);

/** A course: delivered at once, its details table is titled "course details". */
export const courseFoundations = seeded(
  15,
  'courseFoundations',
  'COURSE',
  { pln: 199, eur: 47, previous: 299, previousEur: 69.99 },
  [
    property(10, 'courseLanguage', 'GENERIC', [
      ['PL', true, 0],
      ['EN', true, 0],
    ]),
  ],
  [
    ['spec.courseDuration', 'specValue.sixWeeks'],
    ['spec.lessonCount', '24'],
  ],
);

/** Every option sold out. */
export const soldOutDisc = seeded(13, 'disc50', 'INERCISE_ACCESSORY', { pln: 749, eur: 176 }, [
  property(11, 'discSize', 'INERDYSK_SIZE', [['50', false, 10]]),
]);

/** Nothing to choose. */
export const plainStand = seeded(8, 'stand', 'INERCISE_ACCESSORY', { pln: 1299, eur: 305 });

/** The whole catalogue, in the API's order. */
export const catalogue: Product[] = [deviceSet, device, triangleHandle, bar, ankleStrap, hipBelt, courseFoundations, soldOutDisc, plainStand];

/** The product types in the API's order (by id), which the shop reorders for display. */
export const productTypes: ProductType[] = [
  { id: 4, name: 'INERCISE_ACCESSORY' },
  { id: 3, name: 'HANDLE' },
  { id: 1, name: 'INERCISE' },
  { id: 2, name: 'COURSE' },
];

/**
 * The catalogue's routes as the API answers them, for fakeApi: GET /products (one page), GET /product-type and
 * GET /products/{id}, which answers 400 for an id that is not a number and 404 for an unknown one.
 * `fakeApi({ ...catalogueRoutes(), 'POST /cart/add-product/4?quantity=1': aServerCart() })`.
 */
export function catalogueRoutes(products: Product[] = catalogue, types: ProductType[] = productTypes): Routes {
  return {
    'GET /products': singlePage(products),
    'GET /product-type': types,
    'GET /products/:id': ({ params }) => {
      const id = params.id ?? '';
      if (!/^\d+$/.test(id)) return reply(400, { message: 'invalidId', field: 'id' });
      return products.find((candidate) => candidate.id === Number(id)) ?? reply(404, { message: 'productNotFound', field: 'id' });
    },
  };
}
