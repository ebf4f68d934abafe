import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ShoppingBag } from 'lucide';
import { Icon, RemoteFragment, SpaLink, selectCartItemCount, selectIsLoggedIn, useAppSelector } from '@inercise/shared';
import styles from './Header.module.css';

/**
 * What opens the cart panel: the cart team's icon (the counter, and the cart session that keeps a logged-in
 * shopper's cart with the server) once it has something to do, that is once the cart holds a line or the shopper is
 * logged in; from then on it stays. Until then a guest with an empty cart gets the shell's own link to the cart, drawn
 * the same, so the cart's remote is no part of the first view of a new visitor's page (docs/architecture.md#budgets).
 * The panel itself (the mini cart) loads the remote whenever it opens.
 */
export function CartTrigger() {
  const { t } = useTranslation('shell');
  const count = useAppSelector(selectCartItemCount);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (count > 0 || loggedIn)) setWanted(true);
  if (!wanted) {
    // Drawn as the cart team's icon is: both wear the shared .header-icon (base.css).
    return (
      <SpaLink to="/cart" className="header-icon" aria-label={t('header.cartEmpty')}>
        <Icon icon={ShoppingBag} size={22} />
      </SpaLink>
    );
  }
  return (
    <RemoteFragment
      fragment="mf-cart-checkout/CartIcon"
      placeholder={
        <span className={styles.iconPlaceholder}>
          <Icon icon={ShoppingBag} size={22} />
        </span>
      }
    />
  );
}
