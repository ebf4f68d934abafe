// @inercise/shared/translations: the shared texts in both languages at once, for Node (the API's checks, tests).
// Never imported by a browser bundle: the page downloads one language at a time (`addTranslations`).
export { commonTranslations } from './i18n/commonTranslations';
export { productTranslations } from './domain/productTranslations';
export type { ProductTranslations } from './domain/productTranslations';
