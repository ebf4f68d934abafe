import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import {
  formatPrice,
  itemCount,
  roundMoney,
  selectCart,
  useAppSelector,
  useCurrency,
  useLanguage,
  useLocalize,
} from '@inercise/shared';
import { cartValue, orderTotal, originalValue } from '../cart/cartTotals';
import type { DiscountError } from '../cart/discountError';
import { useDiscountTexts } from '../cart/useDiscountTexts';
import controls from '../../components/controls.module.css';
import type { DeliveryPriceLine } from './checkoutRules';
import { useDeliveryPriceText } from './DeliveryMethod';
import styles from './CheckoutSummary.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';

interface Props {
  deliveryLine: DeliveryPriceLine;
  inquiry: boolean;
  pending: boolean;
  paymentFailed: boolean;
  /** The cart's code was refused when the order was to be placed: why (it is off the cart now). */
  discountRefused?: DiscountError | null;
}

/**
 * The order summary and the way out: the pay button with the terms links, or, for EUR or region OTHER,
 * the place-order button with the euro-payment text (docs/product-rules.md#delivery-and-payment).
 */
export function CheckoutSummary({ deliveryLine, inquiry, pending, paymentFailed, discountRefused = null }: Props) {
  const { t } = useTranslation('cart');
  const cart = useAppSelector(selectCart);
  const currency = useCurrency();
  const language = useLanguage();
  const localize = useLocalize();
  const texts = useProductTexts();
  const priceText = useDeliveryPriceText();
  const discountTexts = useDiscountTexts();
  const price = (amount: number) => formatPrice(amount, currency, language);
  const before = originalValue(cart, currency);
  const after = cartValue(cart, currency);

  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.title}>
        {t('summary.title')}
      </h2>
      <ul className={styles.items}>
        {cart.cartItems.map((item) => (
          <li key={item.id}>
            <span>{texts.name(item.product.name, item.product.texts)}</span>
            <span className={styles.muted}>{item.unavailable ? t('line.unavailable') : `× ${item.quantity}`}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.rows}>
        <div>
          <dt>{t('summary.items')}</dt>
          <dd>{itemCount(cart)}</dd>
        </div>
        <div>
          <dt>{t('summary.beforeDiscount')}</dt>
          <dd>{price(before)}</dd>
        </div>
        {cart.discount && after < before ? (
          <div>
            <dt>{discountTexts.label(cart.discount)}</dt>
            <dd>−{price(roundMoney(before - after))}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('summary.shipment')}</dt>
          <dd>{priceText(deliveryLine)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="order-total">{price(orderTotal(cart, currency))}</dd>
        </div>
      </dl>
      {inquiry ? <p className={styles.note}>{t('summary.euroPaymentInfo')}</p> : null}
      <button type="submit" className={`${controls.primary} ${controls.wide}`} disabled={pending} aria-disabled={pending}>
        {pending ? t('summary.pending') : inquiry ? t('summary.placeOrder') : t('summary.pay')}
      </button>
      {discountRefused ? (
        <p className={controls.error} role="alert">
          {discountTexts.refusal(discountRefused)} {discountRefused === 'changed' ? null : t('discount.removedAtCheckout')}
        </p>
      ) : paymentFailed && cart.cartItems.some((item) => item.unavailable) ? (
        // The API refuses a cart holding a line the owner's changes made unorderable: the cart says which.
        <p className={controls.error} role="alert">
          {t('line.unorderable')} <Link to={localize('/cart')}>{t('line.backToCart')}</Link>
        </p>
      ) : paymentFailed ? (
        <p className={controls.error} role="alert">
          {t('summary.paymentError')}
        </p>
      ) : null}
      {inquiry ? null : (
        <p className={styles.terms}>
          {t('summary.termsIntro')} <Link to={localize('/terms-of-sale')}>{t('summary.termsOfSale')}</Link>{' '}
          {t('summary.and')} <Link to={localize('/privacy-policy')}>{t('summary.privacyPolicy')}</Link>.
        </p>
      )}
    </aside>
  );
}
