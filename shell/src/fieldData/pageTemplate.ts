import { ownerOf, stripLanguage } from '@inercise/shared';

/** The page templates field data is counted by (the shell's server takes these names only). */
export type PageTemplate = 'home' | 'shop' | 'product' | 'article' | 'cart' | 'checkout' | 'account' | 'other';

/** The page template a path is drawn with; null for the back office, whose pages are not the shoppers' experience. */
export function pageTemplate(pathname: string): PageTemplate | null {
  const bare = stripLanguage(pathname).replace(/(.)\/$/, '$1');
  const first = bare.split('/')[1] ?? '';
  if (first === 'admin') return null;
  if (bare === '/') return 'home';
  if (bare === '/shop') return 'shop';
  if (first === 'product') return 'product';
  if (first === 'article' || bare === '/blog') return 'article';
  if (bare === '/cart') return 'cart';
  if (bare === '/delivery-and-payment' || bare === '/order') return 'checkout';
  if (ownerOf(bare) === 'mf-account') return 'account';
  return 'other';
}
