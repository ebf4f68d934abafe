import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, SelectField, TextField } from '@inercise/shared/form-field';
import { orderStatusNames } from '@inercise/shared';
import type { AdminPartner } from '@inercise/shared/admin';
import { FilterForm } from '../common/FilterForm';
import { useStatusText } from '../common/useStatusText';
import type { OrderFilters } from './orderFilters';
import styles from './orders.module.css';

type Draft = Omit<OrderFilters, 'page'>;

const noFilters: Draft = { status: '', from: '', to: '', currency: '', partner: '', q: '' };

/** The orders' filters: search, status, days, currency and partner. */
export function OrderFilterForm({ filters, partners, onApply }: { filters: OrderFilters; partners: readonly AdminPartner[]; onApply: (filters: Draft) => void }) {
  const { t } = useTranslation('backoffice');
  const statusText = useStatusText();
  return (
    <FilterForm<Draft>
      initial={filters}
      empty={noFilters}
      texts={{ label: t('orders.filters'), apply: t('orders.apply'), clear: t('orders.clear') }}
      className={styles.filters}
      onApply={onApply}
    >
      {(draft, set) => (
        <>
          <TextField
            className={styles.search}
            label={t('orders.search')}
            hint={t('orders.searchHint')}
            type="search"
            maxLength={100}
            value={draft.q}
            onChange={(event) => set('q', event.target.value)}
          />
          <SelectField label={t('orders.status')} value={draft.status} onChange={(event) => set('status', event.target.value as Draft['status'])}>
            <option value="">{t('orders.anyStatus')}</option>
            {orderStatusNames.map((status) => (
              <option key={status} value={status}>
                {statusText(status)}
              </option>
            ))}
          </SelectField>
          <FormField label={t('orders.from')}>
            {(control) => <input {...control} type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => set('from', event.target.value)} />}
          </FormField>
          <FormField label={t('orders.to')}>
            {(control) => <input {...control} type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => set('to', event.target.value)} />}
          </FormField>
          <SelectField label={t('orders.currency')} value={draft.currency} onChange={(event) => set('currency', event.target.value as Draft['currency'])}>
            <option value="">{t('orders.anyCurrency')}</option>
            <option value="PLN">PLN</option>
            <option value="EUR">EUR</option>
          </SelectField>
          <SelectField label={t('orders.partner')} value={draft.partner} onChange={(event) => set('partner', event.target.value)}>
            <option value="">{t('orders.anyPartner')}</option>
            {partners.map((partner) => (
              <option key={partner.id} value={String(partner.id)}>
                {partner.archivedAt ? t('orders.partnerRemoved', { name: partner.name }) : partner.name}
              </option>
            ))}
            {/* A partner from the address that the list does not hold (not loaded yet, or gone) is still named. */}
            {draft.partner && !partners.some((partner) => String(partner.id) === draft.partner) ? <option value={draft.partner}>{t('orders.partnerNumber', { id: draft.partner })}</option> : null}
          </SelectField>
        </>
      )}
    </FilterForm>
  );
}
