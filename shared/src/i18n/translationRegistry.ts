import type { i18n as I18n } from 'i18next';
import { fallbackLanguage, isLanguage, languages, type Language } from './languages';

/** One language's texts of one namespace. */
export type Texts = Record<string, unknown>;

/**
 * A namespace's texts per language: given outright (tests and servers hold both languages) or loaded on demand
 * (a browser bundle downloads only the language the page shows).
 */
export type TranslationSources = Record<Language, Texts | (() => Promise<Texts>)>;

interface Registry {
  sources: Map<string, TranslationSources>;
  /** Downloads under way, by `language|namespace`. */
  loading: Map<string, Promise<void>>;
  /** The language switch under way: the latest one asked for wins. */
  switching: { language: Language; done: Promise<void> } | null;
}

const registries = new WeakMap<I18n, Registry>();

function registryOf(instance: I18n): Registry {
  let registry = registries.get(instance);
  if (!registry) {
    registry = { sources: new Map(), loading: new Map(), switching: null };
    registries.set(instance, registry);
  }
  return registry;
}

function languageOf(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : fallbackLanguage;
}

function loadNamespace(instance: I18n, registry: Registry, namespace: string, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, namespace)) return Promise.resolve();
  const key = `${language}|${namespace}`;
  const pending = registry.loading.get(key);
  if (pending) return pending;
  const source = registry.sources.get(namespace)?.[language];
  if (source === undefined) return Promise.reject(new Error(`no ${language} texts for the namespace ${namespace}`));
  if (typeof source !== 'function') {
    instance.addResourceBundle(language, namespace, source, true, true);
    return Promise.resolve();
  }
  const loading = source()
    .then((texts) => {
      instance.addResourceBundle(language, namespace, texts, true, true);
    })
    // Forgotten once settled: a failed download is tried again by the next caller.
    .finally(() => registry.loading.delete(key));
  registry.loading.set(key, loading);
  return loading;
}

function ignore(): void {}

/**
 * Adds a namespace. Texts given outright are added at once; of loaders, the page's language starts downloading
 * now (and the language a switch under way is heading for), so it is usually there before anything renders.
 */
export function registerTranslations(instance: I18n, namespace: string, sources: TranslationSources): void {
  const registry = registryOf(instance);
  registry.sources.set(namespace, sources);
  for (const language of languages) {
    if (typeof sources[language] !== 'function') void loadNamespace(instance, registry, namespace, language);
  }
  // Failures surface where they matter: in loadLanguage, which an application's start and a switch wait for.
  loadNamespace(instance, registry, namespace, languageOf(instance)).catch(ignore);
  if (registry.switching) loadNamespace(instance, registry, namespace, registry.switching.language).catch(ignore);
}

/**
 * Resolves once every namespace added so far, and any added while waiting, has the language's texts;
 * rejects when one of them cannot be downloaded.
 */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  const registry = registryOf(instance);
  for (;;) {
    const missing = [...registry.sources.keys()].filter((namespace) => !instance.hasResourceBundle(language, namespace));
    if (missing.length === 0) return;
    await Promise.all(missing.map((namespace) => loadNamespace(instance, registry, namespace, language)));
  }
}

/** Resolves once every namespace added so far has the texts of the language the page shows now. */
export function translationsReady(instance: I18n): Promise<void> {
  return loadLanguage(instance, languageOf(instance));
}

/**
 * Switches the language once every namespace has its texts, so nothing is ever shown half in one language.
 * When the download fails the language stays as it was and the promise rejects. A later call wins over one still
 * loading; asking for the language already shown cancels a switch under way.
 */
export function switchLanguage(instance: I18n, language: Language): Promise<void> {
  const registry = registryOf(instance);
  if (registry.switching?.language === language) return registry.switching.done;
  if (language === instance.language) {
    registry.switching = null;
    return Promise.resolve();
  }
  const done: Promise<void> = loadLanguage(instance, language)
    .then(async () => {
      if (registry.switching?.done !== done) return;
      await instance.changeLanguage(language);
    })
    .finally(() => {
      if (registry.switching?.done === done) registry.switching = null;
    });
  registry.switching = { language, done };
  return done;
}
