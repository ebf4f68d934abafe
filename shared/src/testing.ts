// @inercise/shared/testing: for tests only, never imported by application code. The test kit every remote uses
// (renderWithShop, fakeApi, fixtures, a placed first screen), translation coverage (reads the sources from disk), an
// i18n instance holding the shared texts of both languages at once, the URLs of a remote's routes and its pages'
// stand-ins. Importing it registers an afterEach that undoes what the kit changed (fetch, the runtime config).
export { unknownTranslationKeys } from './testing/translationCoverage';
export { createI18n } from './i18n/createI18n';
export { resetInShopHistory } from './router/inShopHistory';
export { ownedRouteUrls } from './routes/ownedRouteUrls';
export { mockPage, renderAtUrl } from './testing/routeStandIns';
export { renderWithShop } from './testing/renderWithShop';
export type { ShopOptions, ShopRenderResult } from './testing/renderWithShop';
export { fakeApi, reply, networkError } from './testing/fakeApi';
export type { FakeApi, RouteAnswer, Routes, RouteKey } from './testing/fakeApi';
export { placeFirstScreen } from './testing/firstScreen';
export { captureDownloads } from './testing/captureDownloads';
export { deferred } from './testing/deferred';
export { fillCart } from './testing/fillCart';
export { installTurnstileStandIn } from './testing/turnstileStandIn';
export type { TurnstileStandIn } from './testing/turnstileStandIn';
export {
  aProduct,
  aSelectedProperty,
  aCartLine,
  aServerCart,
  aUser,
  anAddress,
  anInvoiceAddress,
  aDeliveryRecord,
  anOrder,
  anArticle,
} from './testing/fixtures';
export {
  catalogue,
  productTypes,
  catalogueRoutes,
  deviceSet,
  triangleHandle,
  bar,
  ankleStrap,
  hipBelt,
  courseFoundations,
  soldOutDisc,
  plainStand,
} from './testing/catalogue';
// The example seller the tests run with: a testing aid, not part of what every page loads.
export { EXAMPLE_SELLER } from '@inercise/contracts/domain/exampleSeller';
