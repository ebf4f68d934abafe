// A remote's first screen: the opening markup of one of its routes, rendered on the server so the shopper sees the
// page (and the browser finds its largest image) before any JavaScript has run. Server-only: this entry
// (`@inercise/shared/first-screen`) imports react-dom/server and is never part of a browser bundle.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from '@inercise/shared/react-i18n';
import { createI18n } from '../i18n/createI18n';
import { addTranslations } from '../i18n/i18n';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import type { Language } from '../i18n/languages';
import { bareRoute } from '../paths/localizedPath';

// Every first-screen renderer matches its routes with it; it lives with the path rules the browser uses too.
export { bareRoute };

/** What the shell's server asks a remote for: the page's path (with its language prefix, if any) and language. */
export interface FirstScreenRequest {
  path: string;
  language: Language;
  /** Where the remote's files are served from (its origin and base path), for the URLs of its images. */
  publicPath: string;
  /** The shop's API, for routes whose first screen shows its data (the catalogue). */
  apiUrl: string;
}

/** The remote's answer: markup for its application's container, or nothing for routes it does not prerender. */
export interface FirstScreen {
  html: string;
}

/** A remote's server module (dist/server/index.cjs) exports this function. */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

declare let __webpack_public_path__: string;

/**
 * A remote's server entry. The URLs of its images follow where the remote is served from, and its API calls go to
 * the API the request names: both are set here, once for every remote's renderer (the API's only when it changes),
 * and the components (whose image imports read the public path) are loaded after that.
 */
export function firstScreenEntry(
  load: () => Promise<(request: FirstScreenRequest) => FirstScreen | null | Promise<FirstScreen | null>>,
): RenderFirstScreen {
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

/** Static markup of a first screen in the given language (no React attributes: the browser's React replaces it). */
export function renderFirstScreen(content: ReactNode, i18n: I18n): FirstScreen {
  return { html: renderToStaticMarkup(<I18nextProvider i18n={i18n}>{content}</I18nextProvider>) };
}
