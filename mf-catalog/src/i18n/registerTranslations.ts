import { addTranslations, productTranslationSources } from '@inercise/shared';

// Imported by every exposed module, so the namespace is there whichever part of this bundle loads first.
// One chunk per language: the page downloads only its own, the other when the shopper switches.
addTranslations('catalog', {
  en: () => import(/* webpackChunkName: "texts-catalog-en" */ './en').then((m) => m.en),
  pl: () => import(/* webpackChunkName: "texts-catalog-pl" */ './pl').then((m) => m.pl),
});
// The product names and options this bundle shows come from the shared "products" namespace.
addTranslations('products', productTranslationSources);
