import { addTranslations } from '@inercise/shared';

// One chunk per language: the page downloads only its own, the other when the shopper switches.
addTranslations('shell', {
  en: () => import(/* webpackChunkName: "texts-shell-en" */ './en').then((m) => m.en),
  pl: () => import(/* webpackChunkName: "texts-shell-pl" */ './pl').then((m) => m.pl),
});
