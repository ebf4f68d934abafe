import { useMemo, type ChangeEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { isPhoneInputAllowedFor, useLanguage, usesState } from '@inercise/shared';
import { countriesForLanguage } from '@inercise/shared/countries';
import { SelectField, TextField } from '@inercise/shared/form-field';
import { withCountry, type AddressValues, type InvoiceValues } from './addressValues';
import styles from './AddressFields.module.css';

interface Props<V extends AddressValues> {
  values: V;
  /** Each field's problem, said already, by its control's name (`shipping.city`, `invoice.city`). */
  errors: Partial<Record<string, string>>;
  onChange: (values: V) => void;
  /** 'shipping' or 'billing': the browser's autofill sections. */
  section: 'shipping' | 'billing';
}

/** Every address field: names, country (Polish names in Polish UI), state, city, lines, postcode, dialling code, phone. */
export function AddressFields<V extends AddressValues>({ values, errors, onChange, section }: Props<V>) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const countries = useMemo(() => countriesForLanguage(language), [language]);
  const set = (field: keyof AddressValues) => (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [field]: event.target.value });
  const prefix = section === 'shipping' ? 'shipping' : 'invoice';
  const error = (field: string) => errors[`${prefix}.${field}`];
  const auto = (token: string) => `section-${section} ${section} ${token}`;

  return (
    <div className={styles.grid}>
      <TextField label={t('address.name')} value={values.name} onChange={set('name')} name={`${prefix}.name`} error={error('name')} autoComplete={auto('given-name')} />
      <TextField label={t('address.surname')} value={values.surname} onChange={set('surname')} name={`${prefix}.surname`} error={error('surname')} autoComplete={auto('family-name')} />
      <SelectField
        label={t('address.country')}
        value={values.country}
        onChange={(event) => onChange(withCountry(values, event.target.value))}
        name={`${prefix}.country`} error={error('country')}
        autoComplete={auto('country')}
      >
        <option value="">{t('address.chooseCountry')}</option>
        {countries.map((country) => (
          <option key={country.abbreviation} value={country.abbreviation}>
            {language === 'pl' ? country.namePl : country.name}
          </option>
        ))}
      </SelectField>
      {/* Asked for where the country's addresses name a state; elsewhere it may stay empty. */}
      <TextField
        label={t('address.state')}
        required={usesState(values.country)}
        value={values.state}
        onChange={set('state')}
        name={`${prefix}.state`}
        error={error('state')}
        autoComplete={auto('address-level1')}
      />
      <TextField label={t('address.city')} value={values.city} onChange={set('city')} name={`${prefix}.city`} error={error('city')} autoComplete={auto('address-level2')} />
      <TextField label={t('address.postcode')} value={values.postcode} onChange={set('postcode')} name={`${prefix}.postcode`} error={error('postcode')} autoComplete={auto('postal-code')} />
      <TextField
        className={styles.full}
        label={t('address.addressLine1')}
        value={values.addressLine_1}
        onChange={set('addressLine_1')}
        name={`${prefix}.addressLine_1`} error={error('addressLine_1')}
        autoComplete={auto('address-line1')}
      />
      <TextField
        className={styles.full}
        label={t('address.addressLine2')}
        value={values.addressLine_2}
        onChange={set('addressLine_2')}
        name={`${prefix}.addressLine_2`} error={error('addressLine_2')}
        autoComplete={auto('address-line2')}
      />
      <div className={styles.phone}>
        <TextField label={t('address.areaCode')} value={values.areaCode} onChange={set('areaCode')} name={`${prefix}.areaCode`} error={error('areaCode')} autoComplete={auto('tel-country-code')} />
        <TextField
          label={t('address.phoneNumber')}
          value={values.phoneNumber}
          // A keystroke that would make it anything but digits (up to nine for a Polish number, fifteen for another) is
          // ignored: the field keeps its value.
          onChange={(event) => {
            if (isPhoneInputAllowedFor(values.areaCode, event.target.value)) set('phoneNumber')(event);
          }}
          name={`${prefix}.phoneNumber`} error={error('phoneNumber')}
          inputMode="numeric"
          autoComplete={auto('tel-national')}
        />
      </div>
    </div>
  );
}

/** The invoice form: company name and tax number, then the address. */
export function InvoiceFields({ values, errors, onChange }: Omit<Props<InvoiceValues>, 'section'>) {
  const { t } = useTranslation('cart');
  const error = (field: string) => errors[`invoice.${field}`];
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <TextField
          label={t('address.companyName')}
          value={values.companyName}
          onChange={(event) => onChange({ ...values, companyName: event.target.value })}
          name="invoice.companyName" error={error('companyName')}
          autoComplete="section-billing billing organization"
        />
        <TextField
          label={t('address.companyIdentificationNumber')}
          value={values.companyIdentificationNumber}
          onChange={(event) => onChange({ ...values, companyIdentificationNumber: event.target.value })}
          name="invoice.companyIdentificationNumber" error={error('companyIdentificationNumber')}
          autoComplete="off"
        />
      </div>
      <AddressFields values={values} errors={errors} onChange={onChange} section="billing" />
    </div>
  );
}
