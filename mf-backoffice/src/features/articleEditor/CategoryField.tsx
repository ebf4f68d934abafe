import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField } from '@inercise/shared/form-field';
import { callEndpoint, useLanguage, useLoad } from '@inercise/shared';
import { articleCategories } from '@inercise/shared/endpoints/articles';

interface Props {
  id: string;
  /** The chosen category's id, empty for none. */
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The article's blog category: one of the shop's (GET /article-category), or none. */
export function CategoryField({ id, value, error, onChange }: Props) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const categories = useLoad((signal) => callEndpoint(articleCategories, { signal }), []);
  const hint = categories.status === 'failed' ? t('editor.categoriesFailed') : undefined;
  return (
    <FormField id={id} label={t('editor.category')} hint={hint} error={error}>
      {(control) => (
        <select {...control} name="categoryId" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('editor.noCategory')}</option>
          {categories.status === 'ready'
            ? categories.data.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.nameDict[language]}
                </option>
              ))
            : null}
          {/* The saved category stays chosen while the list loads or when it cannot be read. */}
          {categories.status !== 'ready' && value !== '' ? <option value={value}>{value}</option> : null}
        </select>
      )}
    </FormField>
  );
}
