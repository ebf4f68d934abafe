import { useTranslation } from '@inercise/shared/react-i18n';
import { formatPrice, useLanguage, type CurrencyName, type OrderItem } from '@inercise/shared';
import { useProductTexts } from '@inercise/shared/product-texts';
import { ChosenOptions } from '@inercise/shared/order-view';
import styles from './orderDetail.module.css';

/** The ordered products with their chosen options, quantities and line prices in the order's currency. */
export function OrderItems({ items, currency }: { items: OrderItem[]; currency: CurrencyName }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const texts = useProductTexts();
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li key={`${item.product.id}-${index}`} className={styles.item}>
          <div>
            <span className={styles.itemName}>{texts.name(item.product.name, item.product.texts)}</span>
            <ChosenOptions properties={item.selectedProperties} className={styles.options} />
            <span className={styles.quantity}>
              {t('order.quantity', { count: item.quantity })} × {formatPrice(item.unitPrice, currency, language)}
            </span>
          </div>
          <span className={styles.price}>{formatPrice(item.unitPrice * item.quantity, currency, language)}</span>
        </li>
      ))}
    </ul>
  );
}
