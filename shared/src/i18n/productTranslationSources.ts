import type { TranslationSources } from './translationRegistry';

/**
 * The "products" namespace, one chunk per language. Added by the bundles that show products (catalogue, cart,
 * orders), so pages without them never download it.
 */
export const productTranslationSources: TranslationSources = {
  en: () => import(/* webpackChunkName: "texts-products-en" */ '@inercise/contracts/domain/productTranslationsEn').then((m) => m.productTranslationsEn),
  pl: () => import(/* webpackChunkName: "texts-products-pl" */ '@inercise/contracts/domain/productTranslationsPl').then((m) => m.productTranslationsPl),
};
