import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField, TextField } from '@inercise/shared/form-field';
import { productTypeNames } from '@inercise/shared';
import { useProductTexts } from '@inercise/shared/product-texts';
import { FilterForm } from '../common/FilterForm';
import type { ProductListQuery } from './productListQuery';
import styles from './products.module.css';

type Draft = Omit<ProductListQuery, 'page'>;

const noFilters: Draft = { q: '', type: '' };

/** The products' search and type filter. */
export function ProductFilterForm({ query, onApply }: { query: ProductListQuery; onApply: (query: Draft) => void }) {
  const { t } = useTranslation('backoffice');
  const texts = useProductTexts();
  return (
    <FilterForm<Draft>
      initial={{ q: query.q, type: query.type }}
      empty={noFilters}
      texts={{ label: t('products.filters'), apply: t('products.apply'), clear: t('products.clear') }}
      className={styles.filters}
      onApply={onApply}
    >
      {(draft, set) => (
        <>
          <TextField
            label={t('products.search')}
            hint={t('products.searchHint')}
            type="search"
            maxLength={100}
            value={draft.q}
            onChange={(event) => set('q', event.target.value)}
          />
          <SelectField label={t('products.type')} value={draft.type} onChange={(event) => set('type', event.target.value as Draft['type'])}>
            <option value="">{t('products.anyType')}</option>
            {productTypeNames.map((type) => (
              <option key={type} value={type}>
                {texts.productType(type)}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </FilterForm>
  );
}
