import { isLanguage, type Language } from '@inercise/contracts/i18n/languages';

/** The language named by the first path segment, if any (/pl/shop → pl). */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : null;
}

/** The path without its language prefix: /en/shop → /shop, /pl → /. */
export function stripLanguage(pathname: string): string {
  const lang = languageFromPath(pathname);
  if (!lang) return pathname || '/';
  const rest = pathname.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page under another language: keeps query and hash. */
export function localizePath(path: string, language: Language): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] ?? '/';
  const tail = match?.[2] ?? '';
  const bare = stripLanguage(pathname.startsWith('/') ? pathname : `/${pathname}`);
  return `/${language}${bare === '/' ? '' : bare}${tail}`;
}

/** The route of a request without its language prefix or trailing slash: '/pl/cart/' → '/cart'. */
export function bareRoute(path: string): string {
  const bare = stripLanguage(path.split('?')[0] ?? '/');
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}
