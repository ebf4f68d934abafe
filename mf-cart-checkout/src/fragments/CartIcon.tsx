import '../i18n/registerTranslations';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ShoppingBag } from 'lucide';
import { Icon, selectCartItemCount, SpaLink, useAppSelector, type FragmentComponent } from '@inercise/shared';
import { useCartSession } from '../features/cartSession/useCartSession';
import styles from './CartIcon.module.css';

/** The header's cart control: a link to /cart with the item counter. It also runs the cart session (useCartSession). */
function CartIcon() {
  const { t } = useTranslation('cart');
  const count = useAppSelector(selectCartItemCount);
  useCartSession();
  return (
    <SpaLink to="/cart" className={`header-icon ${styles.icon}`} aria-label={t('icon.label', { count })}>
      <Icon icon={ShoppingBag} size={22} />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </SpaLink>
  );
}

// Typed against the Fragments map of @inercise/shared, which the hosts are checked against too.
export default CartIcon satisfies FragmentComponent<'mf-cart-checkout/CartIcon'>;
