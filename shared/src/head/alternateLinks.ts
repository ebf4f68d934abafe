import { languages } from '../i18n/languages';
import { localizePath } from '../paths/localizedPath';

/**
 * The hreflang alternates of one page: one per language under its prefix, and x-default on the bare path
 * (where the visitor's browser language decides).
 */
export function alternateLinks(origin: string, barePath: string, search: string): { hreflang: string; href: string }[] {
  const page = `${barePath}${search}`;
  return [
    ...languages.map((language) => ({ hreflang: language, href: `${origin}${localizePath(page, language)}` })),
    { hreflang: 'x-default', href: `${origin}${page}` },
  ];
}
