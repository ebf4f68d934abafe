import { bareRoute, renderFirstScreen, serverI18n, type FirstScreen, type FirstScreenRequest } from '@inercise/shared/first-screen';
import { cartTranslations } from '../i18n/cartTranslations';
import { CartPageFrame } from '../features/cart/CartPageFrame';

const i18nFor = serverI18n('cart', cartTranslations);

/**
 * /cart opens with its heading; the lines are the shopper's own (kept in the browser), so the browser draws them.
 * Checkout and the order page need the shopper's session and are left to the browser entirely.
 */
export function renderCartFirstScreen(request: FirstScreenRequest): FirstScreen | null {
  if (bareRoute(request.path) !== '/cart') return null;
  return renderFirstScreen(<CartPageFrame />, i18nFor(request.language));
}
