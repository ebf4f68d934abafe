import { useTranslation } from '@inercise/shared/react-i18n';
import type { OrderStatusName } from '@inercise/shared';
import styles from './orders.module.css';

/** The status as the shopper reads it (docs/product-rules.md#orders), coloured by how far the order has come. */
export function OrderStatusLabel({ status }: { status: OrderStatusName }) {
  const { t } = useTranslation('account');
  const labels: Record<OrderStatusName, string> = {
    INCOMPLETE: t('orders.status.INCOMPLETE'),
    PLACED: t('orders.status.PLACED'),
    PAYMENT_VERIFICATION: t('orders.status.PAYMENT_VERIFICATION'),
    PAID: t('orders.status.PAID'),
    SHIPPED: t('orders.status.SHIPPED'),
    DELIVERED: t('orders.status.DELIVERED'),
    RETURNED: t('orders.status.RETURNED'),
    CANCELLED: t('orders.status.CANCELLED'),
  };
  const tone = status === 'INCOMPLETE' || status === 'RETURNED' || status === 'CANCELLED' ? styles.statusAttention : status === 'PAID' || status === 'SHIPPED' || status === 'DELIVERED' ? styles.statusDone : styles.statusPending;
  return <span className={`${styles.status} ${tone}`}>{labels[status]}</span>;
}
