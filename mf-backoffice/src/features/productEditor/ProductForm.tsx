import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField } from '@inercise/shared/form-field';
import { ApiError, useLanguage, type ProductType } from '@inercise/shared';
import { useProductTexts } from '@inercise/shared/product-texts';
import type { AdminProduct } from '@inercise/shared/admin';
import { useErrorText } from '../common/errorText';
import { useLeaveWarning } from '../common/useLeaveWarning';
import { changeProduct } from './changeProduct';
import { createProduct } from './createProduct';
import { OptionsPanel } from './OptionsPanel';
import type { PanelProps } from './PanelProps';
import { PicturesPanel } from './PicturesPanel';
import { PricesPanel } from './PricesPanel';
import { draftOf, emptyDraft, firstProblem, payloadOf, problemOfRefusal, problemsOf, type DraftProblems, type ProductDraft } from './productDraft';
import { SpecificationPanel } from './SpecificationPanel';
import { TextsPanel } from './TextsPanel';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './productEditor.module.css';

interface Props {
  token: string;
  /** The product as last saved; null for a new one. */
  saved: AdminProduct | null;
  types: ProductType[];
  onSaved: (product: AdminProduct, created: boolean) => void;
  /** A translated text of what stopped the save, or null when it is gone. */
  onProblem: (text: string | null) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The product in both languages, its type and visibility, prices, pictures, options and specification. Every field
 * is checked by the API's own rules before anything is sent; a refusal only adds its message, the form keeps what
 * was typed. After a save the form holds the product as the API answered it, with the ids it gave new options.
 */
export function ProductForm({ token, saved, types, onSaved, onProblem }: Props) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const texts = useProductTexts();
  const errorText = useErrorText();
  const prefix = useId();
  const [draft, setDraft] = useState<ProductDraft>(() => (saved ? draftOf(saved, language) : emptyDraft()));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [busy, setBusy] = useState(false);
  // The editor's own check found problems: said by the save button, the focus left on the first field to mend.
  const [checked, setChecked] = useState(false);
  const unsaved = saved ? !same(payloadOf(draft), payloadOf(draftOf(saved, language))) : !same(draft, { ...emptyDraft() });

  useLeaveWarning(unsaved);

  const idOf = (path: string) => `${prefix}-${path.replace(/\./g, '-')}`;
  const change: PanelProps['change'] = (path, recipe) => {
    setDraft(recipe);
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([found]) => found !== path && !found.startsWith(`${path}.`))));
  };
  const problem = (path: string) => (problems[path] ? errorText(new ApiError(400, problems[path])) : undefined);
  const panel: PanelProps = { draft, change, idOf, problem };

  const show = (found: DraftProblems) => {
    setProblems(found);
    // The first field to mend takes the focus, its message read with it; a problem of a row's part without a control
    // of its own (a picture, an option's values) focuses the nearest control above it.
    let path = firstProblem(found) ?? '';
    while (path !== '' && !document.getElementById(idOf(path))) path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
    if (path !== '') document.getElementById(idOf(path))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    if (Object.keys(found).length > 0) {
      onProblem(null);
      setChecked(true);
      show(found);
      return;
    }
    setProblems({});
    setChecked(false);
    onProblem(null);
    setBusy(true);
    try {
      const payload = payloadOf(draft);
      const answer = saved ? await changeProduct(token, saved.id, payload) : await createProduct(token, payload);
      setDraft(draftOf(answer, language));
      onSaved(answer, !saved);
    } catch (error) {
      onProblem(errorText(error));
      const refused = problemOfRefusal(error);
      if (refused) show(refused);
    } finally {
      setBusy(false);
    }
  };

  const detailsId = `${prefix}-details`;
  return (
    <form className={editor.form} onSubmit={(event) => void submit(event)} noValidate>
      <section className={editor.panel} aria-labelledby={detailsId}>
        <h2 id={detailsId}>{t('product.details')}</h2>
        <div className={`${common.columns} ${styles.details}`}>
          <SelectField
            id={idOf('productTypeId')}
            label={t('product.type')}
            required
            value={draft.productTypeId}
            error={problem('productTypeId')}
            onChange={(event) => {
              const value = event.target.value;
              change('productTypeId', (current) => ({ ...current, productTypeId: value }));
            }}
          >
            <option value="">{t('product.chooseType')}</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {texts.productType(type.name)}
              </option>
            ))}
          </SelectField>
          <div className={styles.check}>
            <input
              id={idOf('hidden')}
              type="checkbox"
              checked={draft.hidden}
              aria-describedby={`${idOf('hidden')}-hint`}
              onChange={(event) => {
                const hidden = event.target.checked;
                change('hidden', (current) => ({ ...current, hidden }));
              }}
            />
            <label htmlFor={idOf('hidden')}>{t('product.hidden')}</label>
            <p id={`${idOf('hidden')}-hint`} className={styles.hint}>
              {t('product.hiddenHint')}
            </p>
          </div>
        </div>
      </section>

      <TextsPanel {...panel} language="en" />
      <TextsPanel {...panel} language="pl" />
      <PricesPanel {...panel} saved={saved} />
      <PicturesPanel {...panel} />
      <OptionsPanel {...panel} />
      <SpecificationPanel {...panel} />

      <div className={`${editor.actionBar} ${styles.actions}`}>
        <p className={common.muted} aria-live="polite">
          {unsaved ? t('product.unsaved') : ''}
        </p>
        {checked && Object.keys(problems).length > 0 ? (
          <p role="alert" className={common.error}>
            {t('product.check')}
          </p>
        ) : null}
        <button type="submit" className={common.primary} disabled={busy}>
          {busy ? t('product.saving') : saved ? t('product.save') : t('product.create')}
        </button>
      </div>
    </form>
  );
}
