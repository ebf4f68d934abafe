import { useTranslation } from '@inercise/shared/react-i18n';
import { useLanguage, type Address, type InvoiceAddress } from '@inercise/shared';
import styles from './orderDetail.module.css';

/** The country's name in the owner's language from its code, by the browser's own list (no country data downloaded). */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A shipping or invoice address as printed on a parcel, with the phone and, for invoices, the company and its id. */
export function OrderAddress({ address }: { address: Address | InvoiceAddress }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const company = 'companyName' in address ? address : null;
  return (
    <address className={styles.address}>
      {company?.companyName ? <span>{company.companyName}</span> : null}
      <span>
        {address.name} {address.surname}
      </span>
      <span>{address.addressLine_1}</span>
      {address.addressLine_2 ? <span>{address.addressLine_2}</span> : null}
      <span>
        {address.postcode} {address.city}
      </span>
      <span>{[address.state, countryName(address.country, language)].filter(Boolean).join(', ')}</span>
      <span>{t('order.phone', { phone: `${address.areaCode} ${address.phoneNumber}` })}</span>
      {company?.companyIdentificationNumber ? <span>{t('order.companyId', { id: company.companyIdentificationNumber })}</span> : null}
    </address>
  );
}
