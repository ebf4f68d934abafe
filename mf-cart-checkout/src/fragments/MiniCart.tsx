import '../i18n/registerTranslations';
import '../i18n/registerProductTranslations';
import { useTranslation } from '@inercise/shared/react-i18n';
import {
  SpaLink,
  formatPrice,
  lowestPrice30dOf,
  selectCart,
  useAppSelector,
  useCurrency,
  useLanguage,
  type FragmentComponent,
} from '@inercise/shared';
import { cartValue } from '../features/cart/cartTotals';
import { ProductThumbnail } from '../components/ProductThumbnail';
import { SelectedOptions } from '../components/SelectedOptions';
import styles from './MiniCart.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';
import { linePrice } from '@inercise/shared/pricing';

/** The cart hover panel: items (thumbnail, name, options, quantity, line price), cart value and a link to /cart. */
function MiniCart() {
  const { t } = useTranslation('cart');
  const cart = useAppSelector(selectCart);
  const currency = useCurrency();
  const language = useLanguage();
  const texts = useProductTexts();
  if (cart.cartItems.length === 0) return <p className={styles.empty}>{t('miniCart.empty')}</p>;
  return (
    <div className={styles.mini}>
      <ul className={styles.items}>
        {cart.cartItems.map((item) => {
          // A reduced product names the lowest price of the 30 days before its reduction (the Omnibus rule).
          const lowest = item.unavailable ? null : lowestPrice30dOf(item.product, currency);
          return (
            <li key={item.id} className={styles.item}>
              <ProductThumbnail thumbnail={item.product.thumbnail} alt="" size="small" />
              <div className={styles.text}>
                <p className={styles.name}>{texts.name(item.product.name, item.product.texts)}</p>
                <SelectedOptions selectedProperties={item.selectedProperties} className={styles.options} />
                <p className={styles.quantity}>{t('miniCart.quantity', { count: item.quantity })}</p>
                {lowest !== null ? (
                  <p className={styles.lowest} data-testid="lowest-price-30d">
                    {t('common:price.lowest30d', { price: formatPrice(lowest, currency, language) })}
                  </p>
                ) : null}
              </div>
              <p className={styles.price}>{item.unavailable ? t('miniCart.unavailable') : formatPrice(linePrice(item, currency), currency, language)}</p>
            </li>
          );
        })}
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

// Typed against the Fragments map of @inercise/shared, which the hosts are checked against too.
export default MiniCart satisfies FragmentComponent<'mf-cart-checkout/MiniCart'>;
