import { isLanguage, languages, type Language } from '@inercise/contracts/i18n/languages';
import { localizePath, stripLanguage } from '../paths/localizedPath';

/**
 * The hreflang alternates of one page: one per language under its prefix, and x-default on the bare path
 * (where the visitor's browser language decides). A page whose path differs by language (a slug) names its
 * path in each; its x-default is the English one, bare.
 */
export function alternateLinks(
  origin: string,
  barePath: string,
  search: string,
  paths?: Record<Language, string>,
): { hreflang: string; href: string }[] {
  const page = `${barePath}${search}`;
  return [
    ...languages.map((language) => ({ hreflang: language, href: `${origin}${paths?.[language] ?? localizePath(page, language)}` })),
    { hreflang: 'x-default', href: `${origin}${paths ? stripLanguage(paths.en) : page}` },
  ];
}

/** The page's canonical URL: its address in its own language, with the language prefix. */
export function canonicalLink(origin: string, barePath: string, search: string, language: string, paths?: Record<Language, string>): string {
  const own: Language = isLanguage(language) ? language : 'en';
  return `${origin}${paths?.[own] ?? localizePath(`${barePath}${search}`, own)}`;
}
