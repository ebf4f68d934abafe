// @inercise/shared: the browser's public entry. One instance per page (a federation singleton).
import './validation/browserZod';
export * from './contracts';
export { CONTRACT_MAJOR } from './contract/contractMajor';

export { runtimeConfigSchema, setRuntimeConfig, getRuntimeConfig, loadRuntimeConfig } from './config/runtimeConfig';
export type { RuntimeConfig } from './config/runtimeConfig';

export { eventBus } from './bus/eventBus';
export type { BusEvents, BusEventName, EventBus } from './bus/eventBus';

export { ApiError, isApiError } from './api/apiError';
export { apiRequest, apiGet, assetUrl } from './api/apiClient';
export type { RequestOptions, ApiResponse } from './api/apiClient';
export { callEndpoint, requestEndpoint, endpointUrl } from './api/callEndpoint';
// The route table's helper, so that the remotes' route files take it from the page's singleton, not a copy of their
// own (tools/SingletonContractsPlugin.cjs).
export { endpoint, pathOf, queryStringOf } from '@inercise/contracts/routes/endpoint';
export type { CallInput, CallOptions } from './api/callEndpoint';

export { languages, fallbackLanguage, currencyNames, isLanguage, defaultCurrencyFor } from '@inercise/contracts/i18n/languages';
export type { Language } from '@inercise/contracts/i18n/languages';
export { i18n, detectLanguage, addTranslations, addTranslationPart, translationsReady, changeLanguage, currentLanguage } from './i18n/i18n';
export type { TranslationSources, Texts } from './i18n/translationRegistry';
export { productTranslationSources } from './i18n/productTranslationSources';
export { translationKeys, missingKeys } from './i18n/translationKeys';

export { languageFromPath, stripLanguage, localizePath, bareRoute } from './paths/localizedPath';
export { trackInShopHistory, hasInShopPreviousPage } from './router/inShopHistory';
export { routeOwners, remoteNames, federationNames, ownerOf, routePatterns, languageVariants } from './routes/routeOwners';
export type { RemoteName, OwnedRoute } from './routes/routeOwners';

export { reportPageView, loadAnalyticsTag } from './analytics/pageView';
export {
  readConsent,
  chooseConsent,
  onConsentChange,
  openConsentSettings,
  onConsentSettingsOpened,
  startAnalytics,
  CONSENT_STORAGE_KEY,
} from './analytics/consent';
export type { AnalyticsConsent } from './analytics/consent';
export type { PageViewEvent } from './analytics/pageView';

export { roundMoney, formatPrice, currentPriceOf, previousPriceOf, lowestPrice30dOf } from './money/money';
// The cart slice's shape and selectors; every write to a cart is the cart team's (mf-cart-checkout's cart gateway,
// its add action exposed as `mf-cart-checkout/cartActions`).
export { itemCount } from './cart/cartMath';

export { makeStore, makeStaticStore } from './store/makeStore';
export type { AppStore, AppDispatch, AppThunk, RootState, StoreBundle, RootReducer } from './store/makeStore';
export { getStore, whenRehydrated } from './store/appStore';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { loggedIn, userLoaded, loggedOut, selectIsLoggedIn, selectSessionRestoring, selectAccessToken, selectUser, selectEmail } from './store/authSlice';
export type { AuthState } from './store/authSlice';
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
export { currencyListLoaded, currencyChosen, currencyDefaulted, selectCurrency, selectCurrencyList } from './store/currencySlice';
export type { CurrencyState } from './store/currencySlice';

export { ErrorBoundary } from './react/ErrorBoundary';
export { Fallback } from './react/Fallback';
export { AppRoot } from './react/AppRoot';
export { createApplication } from './react/createApplication';
export { firstScreenDataBlock, takeFirstScreenData } from './firstScreen/firstScreenData';
export { FIRST_SCREEN_CLASS } from './firstScreen/adoptableScreen';
export type { ApplicationProps, ApplicationRoot } from './react/createApplication';
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
export { cachedLoader, type CachedLoader } from './data/cachedLoader';
export { useSeller, peekSeller, loadSeller, primeSeller, forgetSeller, sellerDataBlock, takeSellerFromPage, SELLER_MAX_AGE_MS } from './seller/seller';
export { SpaLink, navigateTo } from './react/SpaLink';
export { Icon } from './react/Icon';
export type { IconNode, IconProps } from './react/Icon';
export { saveBlob } from './files/saveBlob';
export { RemoteFragment, setFragmentLoader } from './react/RemoteFragment';
export type { FragmentLoader } from './react/RemoteFragment';

export { breakpoints, mediaQueries } from './tokens/breakpoints';

export { REMOTE_TIMEOUT_MS, registerRemoteManifests, loadRemoteModule } from './federation/remoteModules';
export type { Fragments, FragmentId, FragmentProps, FragmentComponent, FragmentModule } from './federation/fragments';
export type { ExposedModules, ExposedModuleId, ApplicationModule, SessionModule, CartActionsModule } from './federation/exposedModules';
