import type { ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import page from '../page.module.css';
import { usePageMeta } from '@inercise/shared';

/** /cart's frame and heading: all of the page that does not depend on the shopper's cart (the server draws it too). */
export function CartPageFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('cart');
  usePageMeta(t('routes.cart.title'), t('routes.cart.description'));
  return (
    <section className={page.page} aria-labelledby="cart-title">
      <h1 id="cart-title">{t('routes.cart.title')}</h1>
      {children}
    </section>
  );
}
