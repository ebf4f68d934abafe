import { useId } from 'react';
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
import { cartValue, cartVatParts, orderTotal, originalValue } from '../cart/cartTotals';
import { VatRows } from '../cart/VatRows';
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
  /** The box accepting the terms of sale, its change, and its translated error when the order was tried unticked. */
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsError?: string;
  /**
   * For a cart holding a course: the box consenting to its immediate delivery and acknowledging the loss of the right
   * of withdrawal (art. 38(1) pt 13 of the Consumer Rights Act), its change and its error; absent without courses.
   */
  digitalConsent?: { given: boolean; onChange: (given: boolean) => void; error?: string | undefined };
}

/** The name of the terms box: the form's field, which takes the focus when it is at fault. */
export const TERMS_FIELD = 'terms-accepted';
/** The name of the consent box of a cart with courses. */
export const DIGITAL_CONSENT_FIELD = 'digital-consent';

/**
 * The order summary and the way out (docs/product-rules.md#delivery-and-payment, "A lawful checkout"): the total with
 * VAT and delivery and the VAT per rate, the box accepting the terms of sale, and the button that places the order
 * with the duty to pay ("Order and pay"), or, for EUR or region OTHER, the one that sends the inquiry.
 */
export function CheckoutSummary({ deliveryLine, inquiry, pending, paymentFailed, discountRefused = null, termsAccepted, onTermsChange, termsError, digitalConsent }: Props) {
  const { t } = useTranslation('cart');
  const cart = useAppSelector(selectCart);
  const currency = useCurrency();
  const language = useLanguage();
  const localize = useLocalize();
  const texts = useProductTexts();
  const priceText = useDeliveryPriceText();
  const discountTexts = useDiscountTexts();
  const price = (amount: number) => formatPrice(amount, currency, language);
  const termsErrorId = `${useId()}-terms-error`;
  const consentErrorId = `${useId()}-digital-consent-error`;
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
        {/* A cart of courses only has no delivery at all: no line for it. */}
        {deliveryLine.kind === 'none' ? null : (
          <div>
            <dt>{t('summary.shipment')}</dt>
            <dd>{priceText(deliveryLine)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{deliveryLine.kind === 'none' ? t('digital.totalWithVat') : t('summary.totalWithVat')}</dt>
          <dd data-testid="order-total">{price(orderTotal(cart, currency))}</dd>
        </div>
        <VatRows parts={cartVatParts(cart, currency, deliveryLine.kind === 'price')} currency={currency} rowClassName={styles.vatRow} />
      </dl>
      {inquiry ? <p className={styles.note}>{t('summary.euroPaymentInfo')}</p> : null}
      <div className={styles.accept}>
        <label>
          <input
            type="checkbox"
            name={TERMS_FIELD}
            checked={termsAccepted}
            onChange={(event) => onTermsChange(event.target.checked)}
            aria-required
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
          />
          <span>
            {t('summary.acceptIntro')} <Link to={localize('/terms-of-sale')} target="_blank" rel="noopener">{t('summary.termsOfSale')}</Link> {t('summary.acceptMiddle')}{' '}
            <Link to={localize('/terms-of-sale#odstapienie')} target="_blank" rel="noopener">{t('summary.withdrawal')}</Link>
          </span>
        </label>
        {termsError ? (
          <p id={termsErrorId} className={controls.error} role="alert">
            {termsError}
          </p>
        ) : null}
      </div>
      {digitalConsent ? (
        <div className={styles.accept}>
          <label>
            <input
              type="checkbox"
              name={DIGITAL_CONSENT_FIELD}
              checked={digitalConsent.given}
              onChange={(event) => digitalConsent.onChange(event.target.checked)}
              aria-required
              aria-invalid={digitalConsent.error ? true : undefined}
              aria-describedby={digitalConsent.error ? consentErrorId : undefined}
            />
            <span>{t('digital.consent')}</span>
          </label>
          {digitalConsent.error ? (
            <p id={consentErrorId} className={controls.error} role="alert">
              {digitalConsent.error}
            </p>
          ) : null}
        </div>
      ) : null}
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
      <p className={styles.terms}>
        {t('summary.privacyIntro')} <Link to={localize('/privacy-policy')}>{t('summary.privacyPolicy')}</Link>.
      </p>
    </aside>
  );
}
