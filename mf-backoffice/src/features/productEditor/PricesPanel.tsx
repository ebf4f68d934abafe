import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField, TextField } from '@inercise/shared/form-field';
import { VAT_RATES, formatPrice, useLanguage, type CurrencyName } from '@inercise/shared';
import type { AdminProduct } from '@inercise/shared/admin';
import type { PanelProps } from './PanelProps';
import type { ProductDraft } from './productDraft';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './productEditor.module.css';

type PriceField = 'price' | 'previousPrice' | 'priceEur' | 'previousPriceEur';

const fields: { field: PriceField; label: 'price' | 'previousPrice'; currency: CurrencyName }[] = [
  { field: 'price', label: 'price', currency: 'PLN' },
  { field: 'previousPrice', label: 'previousPrice', currency: 'PLN' },
  { field: 'priceEur', label: 'price', currency: 'EUR' },
  { field: 'previousPriceEur', label: 'previousPrice', currency: 'EUR' },
];

/**
 * Current and previous prices in both currencies, as decimal amounts, and the VAT rate they include; what the shop
 * shows beside a reduction; the shipping weight the delivery is priced by.
 */
export function PricesPanel({ draft, change, idOf, problem, saved }: PanelProps & { saved: AdminProduct | null }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const headingId = idOf('prices');
  const lowest = saved && saved.lowestPrice30d !== null && saved.lowestPrice30dEur !== null ? saved : null;
  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.prices')}</h2>
      <p className={styles.hint}>{t('product.pricesHint')}</p>
      <div className={`${common.columns} ${styles.prices}`}>
        {fields.map(({ field, label, currency }) => (
          <TextField
            key={field}
            id={idOf(field)}
            name={field}
            label={t(`product.${label}.${currency}`)}
            required={label === 'price'}
            inputMode="decimal"
            autoComplete="off"
            value={draft[field]}
            error={problem(field)}
            onChange={(event) => {
              const value = event.target.value;
              change(field, (current): ProductDraft => ({ ...current, [field]: value }));
            }}
          />
        ))}
      </div>
      <SelectField
        id={idOf('vatRate')}
        name="vatRate"
        label={t('product.vatRate')}
        hint={t('product.vatRateHint')}
        required
        className={styles.vatRate}
        value={draft.vatRate}
        error={problem('vatRate')}
        onChange={(event) => {
          const value = event.target.value;
          change('vatRate', (current): ProductDraft => ({ ...current, vatRate: value }));
        }}
      >
        {VAT_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {rate}%
          </option>
        ))}
      </SelectField>
      <TextField
        id={idOf('shippingWeight')}
        name="shippingWeight"
        label={t('product.shippingWeight')}
        hint={t('product.shippingWeightHint')}
        inputMode="decimal"
        autoComplete="off"
        className={styles.vatRate}
        value={draft.shippingWeight}
        error={problem('shippingWeight')}
        onChange={(event) => {
          const value = event.target.value;
          change('shippingWeight', (current): ProductDraft => ({ ...current, shippingWeight: value }));
        }}
      />
      {lowest ? (
        <p className={styles.hint}>
          {t('product.lowest', {
            pln: formatPrice((lowest.lowestPrice30d ?? 0) / 100, 'PLN', language),
            eur: formatPrice((lowest.lowestPrice30dEur ?? 0) / 100, 'EUR', language),
          })}
        </p>
      ) : null}
      <p className={styles.hint}>{t('product.historyHint')}</p>
    </section>
  );
}
