import { useTranslation } from '@inercise/shared/react-i18n';
import { formatPrice, useLanguage } from '@inercise/shared';
import type { DeliveryPriceLine } from './checkoutRules';
import styles from './Choices.module.css';

/** The text of the delivery price line (docs/product-rules.md#delivery-and-payment). */
export function useDeliveryPriceText(): (line: DeliveryPriceLine) => string {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  return (line) => {
    if (line.kind === 'none') return t('digital.noDelivery');
    if (line.kind === 'selectCountry') return t('delivery.selectCountry');
    if (line.kind === 'notAvailable') return t('delivery.notAvailable');
    return formatPrice(line.amount, line.currency, language);
  };
}

/**
 * The one delivery method, a courier, preselected, with its price line; `parcelsOnly` says that the cart's courses
 * add nothing to it (a mixed cart).
 */
export function DeliveryMethod({ line, parcelsOnly = false }: { line: DeliveryPriceLine; parcelsOnly?: boolean }) {
  const { t } = useTranslation('cart');
  const priceText = useDeliveryPriceText();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('delivery.title')}</legend>
      <label className={`${styles.method} ${styles.wideMethod}`}>
        <input type="radio" name="delivery-method" value="courier" checked readOnly />
        <span className={styles.methodName}>{t('delivery.courier')}</span>
        <span className={styles.price} data-testid="delivery-price">
          {priceText(line)}
        </span>
      </label>
      {parcelsOnly ? <p className={styles.note}>{t('digital.parcelsOnly')}</p> : null}
    </fieldset>
  );
}
