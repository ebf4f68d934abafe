import '../i18n/registerTranslations';
import { useTranslation } from 'react-i18next';
import {
  SpaLink,
  cartValue,
  formatPrice,
  linePrice,
  selectCart,
  useAppSelector,
  useCurrency,
  useLanguage,
} from '@inercise/shared';
import styles from './MiniCart.module.css';

/** The cart hover panel: items, cart value and a link to /cart. */
export default function MiniCart() {
  const { t } = useTranslation('cart');
  const cart = useAppSelector(selectCart);
  const currency = useCurrency();
  const language = useLanguage();
  if (cart.cartItems.length === 0) return <p className={styles.empty}>{t('miniCart.empty')}</p>;
  return (
    <div className={styles.mini}>
      <ul className={styles.items}>
        {cart.cartItems.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.name}>
              {t(`products:${item.product.name}.name`)} × {item.quantity}
            </span>
            <span>{formatPrice(linePrice(item, currency), currency, language)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('miniCart.value')}</span>
        <strong>{formatPrice(cartValue(cart, currency), currency, language)}</strong>
      </p>
      <SpaLink to="/cart" className={styles.link}>
        {t('miniCart.goToCart')}
      </SpaLink>
    </div>
  );
}
