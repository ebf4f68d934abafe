import type { i18n as I18n } from 'i18next';
import { fallbackLanguage, isLanguage, languages, type Language } from '@inercise/contracts/i18n/languages';

/** One language's texts of one namespace. */
export type Texts = Record<string, unknown>;

/**
 * A namespace's texts per language: given outright (tests and servers hold both languages) or loaded on demand
 * (a browser bundle downloads only the language the page shows).
 */
export type TranslationSources = Record<Language, Texts | (() => Promise<Texts>)>;

/**
 * What is registered: a whole namespace, or one part of it (a page's texts, added to its bundle's namespace when the
 * page is first shown), under the key `namespace` or `namespace#part`.
 */
interface Entry {
  namespace: string;
  sources: TranslationSources;
}

interface Registry {
  entries: Map<string, Entry>;
  /** Entries whose texts are in, by `language|key`: a namespace's bundle alone cannot tell which parts it holds. */
  loaded: Set<string>;
  /** Downloads under way, by `language|key`. */
  loading: Map<string, Promise<void>>;
  /** The language switch under way: the latest one asked for wins. */
  switching: { language: Language; done: Promise<void> } | null;
}

const registries = new WeakMap<I18n, Registry>();

function registryOf(instance: I18n): Registry {
  let registry = registries.get(instance);
  if (!registry) {
    registry = { entries: new Map(), loaded: new Set(), loading: new Map(), switching: null };
    registries.set(instance, registry);
  }
  return registry;
}

function languageOf(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : fallbackLanguage;
}

function loadEntry(instance: I18n, registry: Registry, key: string, language: Language): Promise<void> {
  const done = `${language}|${key}`;
  if (registry.loaded.has(done)) return Promise.resolve();
  const pending = registry.loading.get(done);
  if (pending) return pending;
  const entry = registry.entries.get(key);
  const source = entry?.sources[language];
  if (!entry || source === undefined) return Promise.reject(new Error(`no ${language} texts for ${key}`));
  const add = (texts: Texts) => {
    // Deep and overwriting: a part adds its branch of the namespace beside what is there.
    instance.addResourceBundle(language, entry.namespace, texts, true, true);
    registry.loaded.add(done);
  };
  if (typeof source !== 'function') {
    add(source);
    return Promise.resolve();
  }
  const loading = source()
    .then(add)
    // Forgotten once settled: a failed download is tried again by the next caller.
    .finally(() => registry.loading.delete(done));
  registry.loading.set(done, loading);
  return loading;
}

function ignore(): void {}

/**
 * Adds a namespace, or with `part` one part of it. Texts given outright are added at once; of loaders, the page's
 * language starts downloading now (and the language a switch under way is heading for), so it is usually there
 * before anything renders. From then on every language switch waits for this entry too. The promise settles with
 * the page language's download (nobody has to wait for it: a failure is reported by loadLanguage too).
 */
export function registerTranslations(instance: I18n, namespace: string, sources: TranslationSources, part?: string): Promise<void> {
  const registry = registryOf(instance);
  const key = part === undefined ? namespace : `${namespace}#${part}`;
  registry.entries.set(key, { namespace, sources });
  for (const language of languages) {
    if (typeof sources[language] !== 'function') void loadEntry(instance, registry, key, language);
  }
  if (registry.switching) loadEntry(instance, registry, key, registry.switching.language).catch(ignore);
  // Failures surface where they matter: in loadLanguage, which an application's start and a switch wait for.
  const current = loadEntry(instance, registry, key, languageOf(instance));
  current.catch(ignore);
  return current;
}

/**
 * Resolves once every namespace (and part) added so far, and any added while waiting, has the language's texts;
 * rejects when one of them cannot be downloaded.
 */
async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  const registry = registryOf(instance);
  for (;;) {
    const missing = [...registry.entries.keys()].filter((key) => !registry.loaded.has(`${language}|${key}`));
    if (missing.length === 0) return;
    await Promise.all(missing.map((key) => loadEntry(instance, registry, key, language)));
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
