import { useTranslation } from '@inercise/shared/react-i18n';
import type { Address, InvoiceAddress } from '@inercise/shared';
import { PostalAddress } from '@inercise/shared/order-view';
import styles from './orderDetail.module.css';

/** A shipping or invoice address as printed on a parcel, in the back office's own texts. */
export function OrderAddress({ address }: { address: Address | InvoiceAddress }) {
  const { t } = useTranslation('backoffice');
  return (
    <PostalAddress
      address={address}
      phoneText={(phone) => t('order.phone', { phone })}
      companyIdText={(id) => t('order.companyId', { id })}
      className={styles.address}
    />
  );
}
