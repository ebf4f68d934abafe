import { useTranslation } from '@inercise/shared/react-i18n';
import type { OrderStatusName } from '@inercise/shared';

/** Each order status in the owner's language. */
export function useStatusText(): (status: OrderStatusName) => string {
  const { t } = useTranslation('backoffice');
  const texts: Record<OrderStatusName, string> = {
    INCOMPLETE: t('status.INCOMPLETE'),
    PLACED: t('status.PLACED'),
    PAYMENT_VERIFICATION: t('status.PAYMENT_VERIFICATION'),
    PAID: t('status.PAID'),
    SHIPPED: t('status.SHIPPED'),
    DELIVERED: t('status.DELIVERED'),
    RETURNED: t('status.RETURNED'),
    CANCELLED: t('status.CANCELLED'),
  };
  return (status) => texts[status];
}
