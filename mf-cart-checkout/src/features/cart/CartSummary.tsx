import { useTranslation } from '@inercise/shared/react-i18n';
import {
  formatPrice,
  itemCount,
  roundMoney,
  selectCart,
  useAppSelector,
  useCurrency,
  useLanguage,
} from '@inercise/shared';
import { cartValue, cartVatParts, originalValue } from './cartTotals';
import { VatRows } from './VatRows';
import { useDiscountTexts } from './useDiscountTexts';
import styles from './CartSummary.module.css';

/**
 * The cart's value before the discount, the discount when there is one, and the value after it with the VAT in it
 * per rate (every price is gross: docs/product-rules.md, "VAT").
 */
export function CartSummary() {
  const { t } = useTranslation('cart');
  const cart = useAppSelector(selectCart);
  const currency = useCurrency();
  const language = useLanguage();
  const discountTexts = useDiscountTexts();
  const before = originalValue(cart, currency);
  const after = cartValue(cart, currency);
  const price = (amount: number) => formatPrice(amount, currency, language);
  return (
    <dl className={styles.summary}>
      <div className={styles.row}>
        <dt>{t('summary.items')}</dt>
        <dd>{itemCount(cart)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('summary.beforeDiscount')}</dt>
        <dd>{price(before)}</dd>
      </div>
      {cart.discount && after < before ? (
        <div className={styles.row}>
          <dt>{discountTexts.label(cart.discount)}</dt>
          <dd>−{price(roundMoney(before - after))}</dd>
        </div>
      ) : null}
      <div className={`${styles.row} ${styles.strong}`}>
        <dt>{t('summary.afterDiscount')}</dt>
        <dd>
          {price(after)} <span className={styles.vat}>{t('summary.inclVat')}</span>
        </dd>
      </div>
      <VatRows parts={cartVatParts(cart, currency, false)} currency={currency} rowClassName={`${styles.row} ${styles.vatRow}`} />
    </dl>
  );
}
