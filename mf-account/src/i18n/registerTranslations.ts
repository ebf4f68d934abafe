import { addTranslations } from '@inercise/shared';

// Imported by every exposed module, so the namespace is there whichever part of this bundle loads first.
// One chunk per language: the page downloads only its own, the other when the shopper switches.
addTranslations('account', {
  en: () => import(/* webpackChunkName: "texts-account-en" */ './en').then((m) => m.en),
  pl: () => import(/* webpackChunkName: "texts-account-pl" */ './pl').then((m) => m.pl),
});
