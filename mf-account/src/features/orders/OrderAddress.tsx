import { useTranslation } from '@inercise/shared/react-i18n';
import { useLanguage, type Address, type InvoiceAddress } from '@inercise/shared';
import { findCountry } from '@inercise/shared/countries';
import styles from './orders.module.css';

/** A shipping or invoice address as printed on a parcel, with the phone and, for invoices, the company id. */
export function OrderAddress({ title, address }: { title: string; address: Address | InvoiceAddress }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const country = findCountry(address.country);
  const countryName = country ? (language === 'pl' ? country.namePl : country.name) : address.country;
  const company = 'companyName' in address ? address : null;
  return (
    <div className={styles.address}>
      <h3>{title}</h3>
      <address>
        {company?.companyName ? <span>{company.companyName}</span> : null}
        <span>
          {address.name} {address.surname}
        </span>
        <span>{address.addressLine_1}</span>
        {address.addressLine_2 ? <span>{address.addressLine_2}</span> : null}
        <span>
          {address.postcode} {address.city}
        </span>
        <span>{[address.state, countryName].filter(Boolean).join(', ')}</span>
        <span>{t('orders.phone', { phone: `${address.areaCode} ${address.phoneNumber}` })}</span>
        {company?.companyIdentificationNumber ? <span>{t('orders.companyId', { id: company.companyIdentificationNumber })}</span> : null}
      </address>
    </div>
  );
}
