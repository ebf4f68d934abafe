import { useTranslation } from '@inercise/shared/react-i18n';
import { assetUrl, formatPrice, useLanguage, type CurrencyName, type OrderItem } from '@inercise/shared';
import styles from './orders.module.css';

/** One ordered product: thumbnail, name, chosen options, quantity and its price in the order's currency. */
export function OrderItemRow({ item, currency }: { item: OrderItem; currency: CurrencyName }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const name = t(`products:${item.product.name}.name`, { defaultValue: item.product.name });
  return (
    <li className={styles.item}>
      <img className={styles.thumbnail} src={assetUrl('thumbnail', item.product.thumbnail)} alt="" width={72} height={72} loading="lazy" />
      <div className={styles.itemText}>
        <span className={styles.itemName}>{name}</span>
        {item.selectedProperties.length > 0 ? (
          <ul className={styles.properties}>
            {item.selectedProperties.map((property) => (
              <li key={`${property.propertyType.name}-${property.value}`}>
                {t(`products:propertyType.${property.propertyType.name}`, { defaultValue: property.propertyType.name })}:{' '}
                {t(`products:option.${property.value}`, { defaultValue: property.value })}
              </li>
            ))}
          </ul>
        ) : null}
        <span className={styles.quantity}>{t('orders.quantity', { count: item.quantity })}</span>
      </div>
      <span className={styles.itemPrice}>{formatPrice(item.unitPrice * item.quantity, currency, language)}</span>
    </li>
  );
}
