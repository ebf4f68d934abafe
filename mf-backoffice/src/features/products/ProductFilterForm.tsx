import { useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField, TextField } from '@inercise/shared/form-field';
import { productTypeNames } from '@inercise/shared';
import { useProductTexts } from '@inercise/shared/product-texts';
import type { ProductListQuery } from './productListQuery';
import common from '../common/backoffice.module.css';
import styles from './products.module.css';

type Draft = Omit<ProductListQuery, 'page'>;

/** The list's search and type filter, applied on submit: each search is an address of its own in the history. */
export function ProductFilterForm({ query, onApply }: { query: ProductListQuery; onApply: (query: Draft) => void }) {
  const { t } = useTranslation('backoffice');
  const texts = useProductTexts();
  // The page draws the form anew when the address's query changes (back, a shared link), so it starts from it.
  const [draft, setDraft] = useState<Draft>({ q: query.q, type: query.type });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty: Draft = { q: '', type: '' };
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('products.filters')}>
      <TextField
        label={t('products.search')}
        hint={t('products.searchHint')}
        type="search"
        maxLength={100}
        value={draft.q}
        onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
      />
      <SelectField label={t('products.type')} value={draft.type} onChange={(event) => setDraft((current) => ({ ...current, type: event.target.value as Draft['type'] }))}>
        <option value="">{t('products.anyType')}</option>
        {productTypeNames.map((type) => (
          <option key={type} value={type}>
            {texts.productType(type)}
          </option>
        ))}
      </SelectField>
      <div className={styles.filterActions}>
        <button type="submit" className={common.primary}>
          {t('products.apply')}
        </button>
        <button type="button" className={common.secondary} onClick={clear}>
          {t('products.clear')}
        </button>
      </div>
    </form>
  );
}
