// @inercise/shared/testing: for tests only. Translation coverage (reads the sources from disk), an i18n
// instance holding the shared texts of both languages at once, the URLs of a remote's routes and its pages' stand-ins.
export { usedTranslationKeys, unknownTranslationKeys } from './testing/translationCoverage';
export { createI18n } from './i18n/createI18n';
export { resetInShopHistory } from './router/inShopHistory';
export { ownedRouteUrls } from './routes/ownedRouteUrls';
export { mockPage, renderAtUrl } from './testing/routeStandIns';
