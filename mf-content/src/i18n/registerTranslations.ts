import { addTranslations } from '@inercise/shared';

// Imported by every exposed module, so the namespace is there whichever part of this bundle loads first.
// One chunk per language: the page downloads only its own, the other when the shopper switches. These are the
// texts every page shares; a page's own come with its code (i18n/pageTexts, routes/contentRoutes).
addTranslations('content', {
  en: () => import(/* webpackChunkName: "texts-content-en" */ './en').then((m) => m.en),
  pl: () => import(/* webpackChunkName: "texts-content-pl" */ './pl').then((m) => m.pl),
});
