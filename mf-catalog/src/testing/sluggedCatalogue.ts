import type { Product, Slugs } from '@inercise/shared';
import { catalogue, catalogueRoutes, reply, type Routes } from '@inercise/shared/testing';

/** Each product's slugs as the API makes them from its English and Polish names. The stand has none. */
const slugsById: Record<number, Slugs> = {
  1: { en: 'inercise-device-set', pl: 'zestaw-inercise' },
  2: { en: 'inercise-device', pl: 'urzadzenie-inercise' },
  3: { en: 'triangle-handle', pl: 'uchwyt-trojkatny' },
  4: { en: 'training-bar', pl: 'drazek-treningowy' },
  5: { en: 'ankle-strap', pl: 'opaska-na-kostke' },
  14: { en: 'hip-belt', pl: 'pas-biodrowy' },
  15: { en: 'flywheel-training-foundations-course', pl: 'kurs-podstaw-treningu-inercyjnego' },
  13: { en: 'flywheel-disc-50', pl: 'dysk-inercyjny-50' },
};

/**
 * The catalogue as an API with readable URLs answers it: every product with its slugs except the stand (id 8),
 * which an API without slugs would send, so its links fall back to `?id=`.
 */
export const sluggedCatalogue: Product[] = catalogue.map((product) => {
  const slugs = slugsById[product.id];
  return slugs ? { ...product, slugs } : product;
});

/** Slugs the device set had before it was renamed: the API still knows what they name. */
export const oldDeviceSetSlugs = { en: 'inercise-starter-set', pl: 'zestaw-startowy' };

/**
 * The catalogue's routes (catalogueRoutes) over the slugged catalogue, and GET /slugs/product/{slug} answering
 * like the API: the product a current or earlier slug names, with its slugs now; 404 `slugNotFound` otherwise.
 */
export function sluggedCatalogueRoutes(products: Product[] = sluggedCatalogue): Routes {
  return {
    ...catalogueRoutes(products),
    'GET /slugs/product/:slug': ({ params }) => {
      const slug = params.slug ?? '';
      const renamed = Object.values(oldDeviceSetSlugs).includes(slug) ? products.find((product) => product.id === 1) : undefined;
      const found = renamed ?? products.find((product) => product.slugs?.en === slug || product.slugs?.pl === slug);
      if (!found?.slugs) return reply(404, { message: 'slugNotFound', field: 'slug' });
      return { id: found.id, slugs: found.slugs };
    },
  };
}
