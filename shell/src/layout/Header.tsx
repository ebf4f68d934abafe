import { useEffect, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ShoppingBag } from 'lucide';
import { eventBus, Icon, RemoteFragment, useLocalize } from '@inercise/shared';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { HoverPanel } from './HoverPanel';
import { LanguageSwitch } from './LanguageSwitch';
import { CurrencySwitch } from './CurrencySwitch';
import { NavLink } from './NavLink';
import { Logo } from './Logo';
import { AccountIcon } from './AccountIcon';
import { useServerDrawnPage } from './ServerDrawnPage';
import { CartTrigger } from './CartTrigger';
import styles from './Header.module.css';

/** The sticky header: logo, menu, account and cart panels (teams' fragments), language and currency. */
export function Header() {
  const { t } = useTranslation('shell');
  const [cartSignal, setCartSignal] = useState(0);
  const server = useServerDrawnPage();
  const localize = useLocalize();

  // A product put into the cart opens the mini cart.
  useEffect(() => eventBus.on('cart:itemAdded', () => setCartSignal((n) => n + 1)), []);

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main-content">
        {t('skipToContent')}
      </a>
      <div className={styles.inner}>
        <div className={styles.start}>
          <MobileMenu />
          <NavLink to="/" className={styles.logo} ariaLabel={t('header.homeLink')}>
            <Logo />
          </NavLink>
        </div>
        <DesktopNav />
        <div className={styles.actions}>
          <HoverPanel label={t('header.account')} icon={<AccountIcon />}>
            <RemoteFragment fragment="mf-account/UserPanel" />
          </HoverPanel>
          <HoverPanel
            label={t('header.cart')}
            openSignal={cartSignal}
            trigger={
              server ? (
                // Without JavaScript the cart team's icon never loads: a plain link to the cart, in its box.
                <a href={localize('/cart')} className={styles.iconPlaceholder} aria-label={t('header.cart')}>
                  <Icon icon={ShoppingBag} size={22} />
                </a>
              ) : (
                <CartTrigger />
              )
            }
          >
            <RemoteFragment fragment="mf-cart-checkout/MiniCart" />
          </HoverPanel>
          <div className={styles.switches}>
            <LanguageSwitch />
            <CurrencySwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
