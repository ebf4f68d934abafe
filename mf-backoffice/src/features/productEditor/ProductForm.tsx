import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField, useForm, type Checked } from '@inercise/shared/form-field';
import { ApiError, callEndpoint, useLanguage, type ProductType } from '@inercise/shared';
import { useProductTexts } from '@inercise/shared/product-texts';
import type { AdminProduct, AdminProductPayload } from '@inercise/shared/admin';
import { adminChangeProduct, adminCreateProduct } from '@inercise/shared/endpoints/adminProducts';
import { useErrorText } from '../common/errorText';
import { useLeaveWarning } from '../common/useLeaveWarning';
import { OptionsPanel } from './OptionsPanel';
import type { PanelProps } from './PanelProps';
import { PicturesPanel } from './PicturesPanel';
import { PricesPanel } from './PricesPanel';
import { draftOf, draftPaths, emptyDraft, payloadOf, problemOfRefusal, problemsOf, type ProductDraft } from './productDraft';
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
  const { form, errors, busy, edited, submit, showErrors } = useForm(draftPaths(draft), (code) => errorText(new ApiError(400, code)));
  // The editor's own check found problems (not the API): said by the save button, the focus on the first to mend.
  const checked = Object.values(errors).some(Boolean) && Object.keys(problemsOf(draft)).length > 0;
  const unsaved = saved ? !same(payloadOf(draft), payloadOf(draftOf(saved, language))) : !same(draft, { ...emptyDraft() });

  useLeaveWarning(unsaved);

  const idOf = (path: string) => `${prefix}-${path.replace(/\./g, '-')}`;
  const change: PanelProps['change'] = (path, recipe) => {
    setDraft(recipe);
    // The owner is mending the field and the parts under it: their texts go.
    for (const found of Object.keys(errors)) if (found === path || found.startsWith(`${path}.`)) edited(found);
  };
  const problem = (path: string) => errors[path];
  const panel: PanelProps = { draft, change, idOf, problem };

  /** The draft checked by the API's own rules, as a schema reports it. */
  const check = (): Checked<AdminProductPayload> => {
    onProblem(null);
    const found = Object.entries(problemsOf(draft));
    if (found.length > 0) return { success: false, error: { issues: found.map(([path, code]) => ({ path: [path], message: code })) } };
    return { success: true, data: payloadOf(draft) };
  };

  const send = async (payload: AdminProductPayload) => {
    try {
      const answer = saved
        ? await callEndpoint(adminChangeProduct, { token, params: { id: saved.id }, body: payload })
        : await callEndpoint(adminCreateProduct, { token, body: payload });
      setDraft(draftOf(answer, language));
      onSaved(answer, !saved);
    } catch (error) {
      // The page says what stopped the save; a field the API names is marked too.
      onProblem(errorText(error));
      const refused = problemOfRefusal(error);
      if (refused) showErrors(Object.fromEntries(Object.entries(refused).map(([path, code]) => [path, errorText(new ApiError(400, code))])));
    }
  };

  const detailsId = `${prefix}-details`;
  return (
    <form ref={form} className={editor.form} onSubmit={(event: FormEvent) => void submit(event, check, send)} noValidate>
      <section className={editor.panel} aria-labelledby={detailsId}>
        <h2 id={detailsId}>{t('product.details')}</h2>
        <div className={`${common.columns} ${styles.details}`}>
          <SelectField
            id={idOf('productTypeId')}
            name="productTypeId"
            label={t('product.type')}
            required
            value={draft.productTypeId}
            error={problem('productTypeId')}
            onChange={(event) => {
              const value = event.target.value;
              // A course is watched online: choosing its type unticks the parcel box (the owner may tick it again).
              const course = types.find((type) => String(type.id) === value)?.name === 'COURSE';
              change('productTypeId', (current) => ({ ...current, productTypeId: value, ...(course ? { ships: false } : {}) }));
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
          <div className={styles.check}>
            <input
              id={idOf('ships')}
              type="checkbox"
              checked={draft.ships}
              aria-describedby={`${idOf('ships')}-hint`}
              onChange={(event) => {
                const ships = event.target.checked;
                change('ships', (current) => ({ ...current, ships }));
              }}
            />
            <label htmlFor={idOf('ships')}>{t('product.ships')}</label>
            <p id={`${idOf('ships')}-hint`} className={styles.hint}>
              {t('product.shipsHint')}
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
        {checked ? (
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
