import { useTranslation } from '@inercise/shared/react-i18n';
import { assetUrl, formatPrice, useLanguage, type CurrencyName, type OrderItem } from '@inercise/shared';
import styles from './orders.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';
import { ChosenOptions } from '@inercise/shared/order-view';

/** One ordered product: thumbnail, name, chosen options, quantity and its price in the order's currency. */
export function OrderItemRow({ item, currency }: { item: OrderItem; currency: CurrencyName }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const texts = useProductTexts();
  const name = texts.name(item.product.name, item.product.texts);
  return (
    <li className={styles.item}>
      <img className={styles.thumbnail} src={assetUrl('thumbnail', item.product.thumbnail)} alt="" width={72} height={72} loading="lazy" />
      <div className={styles.itemText}>
        <span className={styles.itemName}>{name}</span>
        <ChosenOptions properties={item.selectedProperties} className={styles.properties} />
        <span className={styles.quantity}>{t('orders.quantity', { count: item.quantity })}</span>
      </div>
      <span className={styles.itemPrice}>{formatPrice(item.unitPrice * item.quantity, currency, language)}</span>
    </li>
  );
}
