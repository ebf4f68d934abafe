import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import {
  selectCart,
  selectIsLoggedIn,
  useAppSelector,
  useLocalize,
} from '@inercise/shared';
import { CartLine } from './CartLine';
import { CartPageFrame } from './CartPageFrame';
import { CartSummary } from './CartSummary';
import { DiscountForm } from './DiscountForm';
import controls from '../../components/controls.module.css';
import page from '../page.module.css';
import styles from './CartPage.module.css';

/**
 * /cart: the lines, the summary, and for a logged-in shopper the discount and the way on; for a guest, login.
 * The server's cart is fetched once per page load by the cart session (useCartSession), not again here.
 */
export function CartPage() {
  const { t } = useTranslation('cart');
  const localize = useLocalize();
  const cart = useAppSelector(selectCart);
  const loggedIn = useAppSelector(selectIsLoggedIn);

  return (
    <CartPageFrame>
      {cart.cartItems.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('cartPage.empty')}</p>
          <Link to={localize('/shop')} className={controls.primary}>
            {t('cartPage.toShop')}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <div>
            <h2 className={page.visuallyHidden}>{t('cartPage.linesTitle')}</h2>
            <ul className={styles.lines}>
              {cart.cartItems.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </ul>
          </div>
          <aside className={styles.aside} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className={styles.asideTitle}>
              {t('summary.title')}
            </h2>
            <CartSummary />
            {loggedIn ? (
              <>
                <DiscountForm />
                <Link to={localize('/delivery-and-payment')} className={`${controls.primary} ${controls.wide}`}>
                  {t('cartPage.toCheckout')}
                </Link>
              </>
            ) : (
              <div className={styles.loginPrompt}>
                <p>{t('cartPage.loginPrompt')}</p>
                <Link to={localize('/login')} className={`${controls.primary} ${controls.wide}`}>
                  {t('cartPage.logIn')}
                </Link>
              </div>
            )}
          </aside>
        </div>
      )}
    </CartPageFrame>
  );
}
