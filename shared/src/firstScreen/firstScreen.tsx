// A remote's first screen: the opening markup of one of its routes, rendered on the server so the shopper sees the
// page (and the browser finds its largest image) before any JavaScript has run. Server-only: this entry
// (`@inercise/shared/first-screen`) imports react-dom/server and is never part of a browser bundle.
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from '@inercise/shared/react-i18n';
import { createI18n } from '../i18n/createI18n';
import { addTranslations } from '../i18n/i18n';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { bareRoute } from '../paths/localizedPath';
import type { PageHead } from '../head/pageHead';
import { AppRoot } from '../react/AppRoot';
import { makeStaticStore } from '../store/makeStore';
import { currencyDefaulted, selectCurrency } from '../store/currencySlice';
import { defaultCurrencyFor, type Language } from '@inercise/contracts/i18n/languages';
import { drawnWithId, type DrawnWith } from './adoptableScreen';
import { firstScreenDataBlock } from './firstScreenData';

export type { PageHead, StructuredData } from '../head/pageHead';

// Every first-screen renderer matches its routes with it; it lives with the path rules the browser uses too.
export { bareRoute };
// The shell's server fills the fragment markers a first screen holds.
export { findFragmentMarkers } from '../federation/fragmentMarker';
// The shell's server writes the canonical and hreflang links the pages' usePageMeta keeps, by the same rules.
export { alternateLinks, canonicalLink } from '../head/alternateLinks';
export { breadcrumbList, type Crumb } from '../head/breadcrumbList';
export { scriptJson } from './firstScreenData';

/** What the shell's server asks a remote for: the page's path (with its language prefix, if any) and language. */
export interface FirstScreenRequest {
  path: string;
  language: Language;
  /** Where the remote's files are served from (its origin and base path), for the URLs of its images. */
  publicPath: string;
  /** The shop's API, for routes whose first screen shows its data (the catalogue). */
  apiUrl: string;
  /** The shop's public origin (`https://inercise.com`), for the absolute URLs of structured data. */
  origin: string;
}

/**
 * The remote's answer: markup for its application's container and what the page says about itself, or nothing for
 * routes it does not prerender. A page that is not there says so with a status (the shell then sends its
 * not-found page); a page that moved names its new path (the shell answers 301).
 */
export interface FirstScreen {
  html: string;
  head?: PageHead;
  /** 404: no such page (an unknown product or article); 410: it was removed for good. */
  status?: 404 | 410;
  /** The page's current path (with its language prefix and query): an old `?id=` URL or an old slug. */
  redirect?: string;
}

/**
 * A remote's server module (dist/server/index.cjs) exports this function.
 * @public the contract of the remotes' server modules, which are loaded by path, not imported
 */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/**
 * A fragment another team's first screen holds (the home page's product teasers): the shell's server asks the
 * fragment's owner for its markup, as it asks for a first screen, and puts it in the place the page left for it.
 */
export interface FragmentRequest extends Omit<FirstScreenRequest, 'path'> {
  /** The fragment's name as the remote exposes it (`ProductTeasers`). */
  fragment: string;
  /** The props the page gave the fragment (JSON). */
  props: Record<string, unknown>;
}

/**
 * A remote's server module may export this beside renderFirstScreen: markup of one of its fragments, or null.
 * @public the same contract (RenderFirstScreen)
 */
export type RenderFragment = (request: FragmentRequest) => Promise<FirstScreen | null>;

declare let __webpack_public_path__: string;

/**
 * A remote's server entry (`renderFirstScreen`, or `renderFragment` with a FragmentRequest). The URLs of its images
 * follow where the remote is served from, and its API calls go to the API the request names: both are set here,
 * once for every remote's renderer (the API's only when it changes), and the components (whose image imports read
 * the public path) are loaded after that.
 */
export function firstScreenEntry<Request extends Omit<FirstScreenRequest, 'path'> = FirstScreenRequest>(
  load: () => Promise<(request: Request) => FirstScreen | null | Promise<FirstScreen | null>>,
): (request: Request) => Promise<FirstScreen | null> {
  return async (request) => {
    __webpack_public_path__ = request.publicPath;
    if (getRuntimeConfig().apiUrl !== request.apiUrl) setRuntimeConfig({ apiUrl: request.apiUrl, remotes: {} });
    const render = await load();
    return render(request);
  };
}

/**
 * One i18n instance per language for a remote's server, holding the shared texts and the remote's namespace.
 * Made once per language and kept: rendering never changes it.
 */
export function serverI18n(namespace: string, translations: Record<Language, Record<string, unknown>>): (language: Language) => I18n {
  const instances = new Map<Language, I18n>();
  return (language) => {
    let instance = instances.get(language);
    if (!instance) {
      instance = createI18n(language);
      addTranslations(namespace, translations, instance);
      instances.set(language, instance);
    }
    return instance;
  };
}

/**
 * A first screen the application adopts (hydrates) in the browser: its own tree under the provider stack every
 * application has (createApplication), rendered for hydration, from a fresh store with prices in the language's
 * currency, followed by what it was drawn with. The browser adopts it only when it would draw the same; a shopper
 * whose stored currency differs gets the application's own first render over it.
 */
export function renderApplicationScreen(application: string, content: ReactNode, i18n: I18n, language: Language): string {
  const store = makeStaticStore();
  store.dispatch(currencyDefaulted(defaultCurrencyFor(language)));
  const drawnWith: DrawnWith = { language, currency: selectCurrency(store.getState()) };
  const html = renderToString(
    <AppRoot name={application} store={store} i18n={i18n}>
      {content}
    </AppRoot>,
  );
  return html + firstScreenDataBlock(drawnWithId(application), drawnWith);
}

/** Static markup of a first screen in the given language (no React attributes: the browser's React replaces it). */
export function renderFirstScreen(content: ReactNode, i18n: I18n): FirstScreen {
  return { html: renderToStaticMarkup(<I18nextProvider i18n={i18n}>{content}</I18nextProvider>) };
}
