import type { OwnedRoute } from '@inercise/shared';
import { bareRoute } from '@inercise/shared/first-screen';
import type { en } from '../../i18n/en';

type PageKey = keyof typeof en.head.pages;

/**
 * The shell's name of each private route (cart, checkout, account), by its bare route: a route added to those teams
 * without a name here does not compile.
 */
const keys: Record<OwnedRoute<'mf-cart-checkout'> | OwnedRoute<'mf-account'>, PageKey> = {
  '/cart': 'cart',
  '/delivery-and-payment': 'deliveryAndPayment',
  '/order': 'order',
  '/login': 'login',
  '/register-user': 'registerUser',
  '/activate-account': 'activateAccount',
  '/reset-password': 'resetPassword',
  '/user-order': 'userOrder',
  '/profile/edit': 'profile',
  '/profile/favourite-articles': 'favouriteArticles',
  // Part of the customer's profile: its title until the page's own arrives (no text of its own in every first view).
  '/profile/devices': 'profile',
  '/profile/courses': 'profile',
  '/profile': 'profile',
};

/**
 * The text key of a private page's title (`head.pages.cart`), for a page whose first screen gave none; the back
 * office is one title for all its pages. Null for a route the shell has no name for.
 */
export function privatePageTitleKey(path: string): `head.pages.${PageKey}` | null {
  const route = bareRoute(path);
  const key = route === '/admin' || route.startsWith('/admin/') ? 'admin' : (keys as Partial<Record<string, PageKey>>)[route];
  return key ? `head.pages.${key}` : null;
}
