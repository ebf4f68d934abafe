import { useTranslation } from '@inercise/shared/react-i18n';
import type { Address, InvoiceAddress } from '@inercise/shared';
import { PostalAddress } from '@inercise/shared/order-view';
import styles from './orders.module.css';

/** A shipping or invoice address under its heading, as printed on a parcel, in the account's own texts. */
export function OrderAddress({ title, address }: { title: string; address: Address | InvoiceAddress }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.address}>
      <h3>{title}</h3>
      <PostalAddress
        address={address}
        phoneText={(phone) => t('orders.phone', { phone })}
        companyIdText={(id) => t('orders.companyId', { id })}
      />
    </div>
  );
}
