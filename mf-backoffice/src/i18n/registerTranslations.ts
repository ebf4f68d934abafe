import { addTranslations } from '@inercise/shared';

// One chunk per language: the page downloads only its own, the other when the owner switches.
addTranslations('backoffice', {
  en: () => import(/* webpackChunkName: "texts-backoffice-en" */ './en').then((m) => m.en),
  pl: () => import(/* webpackChunkName: "texts-backoffice-pl" */ './pl').then((m) => m.pl),
});
