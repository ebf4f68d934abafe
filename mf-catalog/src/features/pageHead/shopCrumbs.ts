import { localizePath, type Language } from '@inercise/shared';
import type { Crumb } from '@inercise/shared/first-screen';

/** The first two steps of every catalog page's breadcrumb: the home page, then the shop, in the page's language. */
export function shopCrumbs(origin: string, language: Language, names: { home: string; shop: string }): Crumb[] {
  const base = origin.replace(/\/+$/, '');
  return [
    { name: names.home, url: `${base}${localizePath('/', language)}` },
    { name: names.shop, url: `${base}${localizePath('/shop', language)}` },
  ];
}
