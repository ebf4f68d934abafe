// @inercise/shared: the browser's public entry. One instance per page (a federation singleton).
import './validation/browserZod';
export * from './contracts';
export { CONTRACT_MAJOR } from './contract/contractMajor';

export { setRuntimeConfig, getRuntimeConfig, loadRuntimeConfig } from './config/runtimeConfig';

export { eventBus } from './bus/eventBus';
export type { BusEvents } from './bus/eventBus';

export { ApiError, isApiError } from './api/apiError';
export { assetUrl } from './api/apiClient';
export type { ApiResponse } from './api/apiClient';
export { callEndpoint, requestEndpoint, endpointUrl } from './api/callEndpoint';
// The route table's helper, so that the remotes' route files take it from the page's singleton, not a copy of their
// own (tools/SingletonContractsPlugin.cjs).
export { endpoint, pathOf, queryStringOf } from '@inercise/contracts/routes/endpoint';
export type { CallInput } from './api/callEndpoint';

export { languages, fallbackLanguage, currencyNames, isLanguage, defaultCurrencyFor } from '@inercise/contracts/i18n/languages';
export type { Language } from '@inercise/contracts/i18n/languages';
export { i18n, detectLanguage, addTranslations, addTranslationPart, translationsReady, changeLanguage, currentLanguage } from './i18n/i18n';
export type { TranslationSources, Texts } from './i18n/translationRegistry';
export { productTranslationSources } from './i18n/productTranslationSources';
export { missingKeys } from './i18n/translationKeys';

export { languageFromPath, stripLanguage, localizePath, bareRoute } from './paths/localizedPath';
export { trackInShopHistory, hasInShopPreviousPage } from './router/inShopHistory';
export { routeOwners, remoteNames, ownerOf, languageVariants } from './routes/routeOwners';
export type { RemoteName, OwnedRoute } from './routes/routeOwners';

export { reportPageView, loadAnalyticsTag } from './analytics/pageView';
export {
  readConsent,
  chooseConsent,
  openConsentSettings,
  onConsentSettingsOpened,
  startAnalytics,
  CONSENT_STORAGE_KEY,
} from './analytics/consent';
export type { AnalyticsConsent } from './analytics/consent';

export { roundMoney, formatPrice, currentPriceOf, previousPriceOf, lowestPrice30dOf } from './money/money';
// The cart slice's shape and selectors; every write to a cart is the cart team's (mf-cart-checkout's cart gateway,
// its add action exposed as `mf-cart-checkout/cartActions`).
export { itemCount } from './cart/cartMath';

export { makeStore, makeStaticStore } from './store/makeStore';
export type { AppStore, AppDispatch, AppThunk, RootState } from './store/makeStore';
export { getStore, whenRehydrated } from './store/appStore';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { loggedIn, userLoaded, loggedOut, selectIsLoggedIn, selectSessionRestoring, selectAccessToken, selectUser, selectEmail } from './store/authSlice';
export { logOut } from './store/logOut';
export { refreshSession, keepSessionFresh, stopSessionRenewal } from './session/refreshSession';
export {
  cartReplaced,
  cartCleared,
  shipmentPriceSet,
  shipmentPriceReset,
  selectCart,
  selectCartItemCount,
} from './store/cartSlice';
export { currencyListLoaded, currencyChosen, currencyDefaulted } from './store/currencySlice';

export { ErrorBoundary } from './react/ErrorBoundary';
export { Fallback } from './react/Fallback';
export { AppRoot } from './react/AppRoot';
export { createApplication } from './react/createApplication';
export { firstScreenDataBlock, takeFirstScreenData } from './firstScreen/firstScreenData';
export { FIRST_SCREEN_CLASS } from './firstScreen/adoptableScreen';
export type { ApplicationProps } from './react/createApplication';
export { nextTask } from './scheduling/nextTask';
export { useLanguage, useLocalize, useCurrency } from './react/hooks';
export { useLocationPath } from './react/useLocationPath';
export { useInBrowser } from './react/useInBrowser';
export { usePageMeta } from './head/usePageMeta';
export { BRAND, pageTitle } from './head/pageTitle';
export type { PageHead, StructuredData } from './head/pageHead';
export { productPath, articlePath } from '@inercise/contracts/paths/slug';
export { useLoad } from './data/useLoad';
export type { LoadState, Loaded, Loader, LoadInput } from './data/useLoad';
export { cachedLoader } from './data/cachedLoader';
export { useSeller, peekSeller, loadSeller, primeSeller, forgetSeller, sellerDataBlock, takeSellerFromPage } from './seller/seller';
export { SpaLink, navigateTo } from './react/SpaLink';
export { Icon } from './react/Icon';
export { saveBlob } from './files/saveBlob';
export { RemoteFragment, setFragmentLoader } from './react/RemoteFragment';

export { mediaQueries } from './tokens/breakpoints';

export { registerRemoteManifests, loadRemoteModule } from './federation/remoteModules';
export type { Fragments, FragmentId, FragmentProps, FragmentComponent, FragmentModule } from './federation/fragments';
export type { ExposedModules, ExposedModuleId, ApplicationModule, SessionModule, CartActionsModule } from './federation/exposedModules';
