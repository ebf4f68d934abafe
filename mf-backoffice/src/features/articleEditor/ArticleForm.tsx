import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { FormField, TextArea, TextField, useForm, type Checked } from '@inercise/shared/form-field';
import { ARTICLE_HEADING_THRESHOLD } from '@inercise/shared/article-paragraphs';
import { ApiError, callEndpoint } from '@inercise/shared';
import type { AdminArticle } from '@inercise/shared/admin';
import { adminChangeArticle, adminCreateArticle } from '@inercise/shared/endpoints/adminArticles';
import { useErrorText } from '../common/errorText';
import { useLeaveWarning } from '../common/useLeaveWarning';
import {
  draftOf,
  emptyFormValues,
  fieldLimits,
  fieldOrder,
  fieldProblemOfRefusal,
  fieldProblemsOf,
  formValuesOf,
  hasUnsavedChanges,
  today,
  type ArticleField,
  type ArticleFormValues,
  type FieldProblems,
} from './articleFormValues';
import { ArticlePreview } from './ArticlePreview';
import { CategoryField } from './CategoryField';
import { HeaderImageField } from './HeaderImageField';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './articleEditor.module.css';

/** What a save did, for the page to say so. */
export type ArticleOutcome = 'created' | 'createdPublished' | 'saved' | 'published' | 'unpublished';

type Action = 'save' | 'publish' | 'unpublish';

interface Props {
  token: string;
  /** The article as last saved; null for a new one. */
  saved: AdminArticle | null;
  onSaved: (article: AdminArticle, outcome: ArticleOutcome) => void;
  onRefused: (error: unknown) => void;
}

/**
 * The article in both languages with a live preview of each, its author, day and header picture. Every field is
 * checked against the API's own rules before anything is sent, and the form keeps what was typed whatever the
 * answer: a refusal only adds its message. Publishing saves the form too; unpublishing takes the article out of the
 * shop at once and leaves edits not yet saved in the form.
 */
export function ArticleForm({ token, saved, onSaved, onRefused }: Props) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const idPrefix = useId();
  const [values, setValues] = useState<ArticleFormValues>(() => (saved ? formValuesOf(saved) : emptyFormValues(today())));
  // Which button sent the form, for it alone to say it is saving.
  const [action, setAction] = useState<Action>('save');
  const unsaved = hasUnsavedChanges(values, saved);

  useLeaveWarning(unsaved);

  const describe = (code: string, field: ArticleField | null): string => {
    const max = field ? fieldLimits[field] : undefined;
    if (field && code === 'validation.tooLong' && max) return t('editor.tooLong', { max, count: values[field].length });
    return errorText(new ApiError(400, code));
  };
  const { form, errors, busy, edited, submit, showErrors } = useForm(fieldOrder, describe);

  const idOf = (field: ArticleField) => `${idPrefix}-${field}`;
  const change = (field: ArticleField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    edited(field);
  };
  const counter = (field: ArticleField) => t('editor.count', { count: values[field].length, max: fieldLimits[field] });

  /** The problems the form finds before sending, as a schema reports them; unpublishing sends nothing of the form. */
  const check = (chosen: Action): Checked<Action> => {
    const found = chosen === 'unpublish' ? {} : fieldProblemsOf(values);
    const issues = Object.entries(found).map(([field, code]) => ({ path: [field], message: code as string }));
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: chosen };
  };

  /** Words the problems a refusal names, under their fields. */
  const showRefused = (found: FieldProblems) =>
    showErrors(Object.fromEntries(Object.entries(found).map(([field, code]) => [field, describe(code as string, field as ArticleField)])));

  const send = async (action: Action) => {
    try {
      if (!saved) {
        const created = await callEndpoint(adminCreateArticle, { token, body: { ...draftOf(values), published: action === 'publish' } });
        onSaved(created, action === 'publish' ? 'createdPublished' : 'created');
      } else if (action === 'unpublish') {
        onSaved(await callEndpoint(adminChangeArticle, { token, params: { id: saved.id }, body: { published: false } }), 'unpublished');
      } else {
        const changed = await callEndpoint(adminChangeArticle, { token, params: { id: saved.id }, body: { ...draftOf(values), ...(action === 'publish' ? { published: true } : {}) } });
        onSaved(changed, action === 'publish' ? 'published' : 'saved');
      }
    } catch (error) {
      // A refused field is told under the field, which takes the focus; anything else is the page's to say.
      const found = fieldProblemOfRefusal(error);
      if (found) showRefused(found);
      else onRefused(error);
    }
  };

  const act = (event: FormEvent, chosen: Action) => {
    setAction(chosen);
    void submit(event, () => check(chosen), send);
  };

  const published = saved?.published ?? false;
  const hint = t('editor.bodyHint', { count: ARTICLE_HEADING_THRESHOLD });
  return (
    <form ref={form} className={editor.form} onSubmit={(event) => act(event, 'save')} noValidate>
      <section className={editor.panel} aria-labelledby={`${idPrefix}-details`}>
        <h2 id={`${idPrefix}-details`}>{t('editor.details')}</h2>
        <div className={`${common.columns} ${styles.details}`}>
          <TextField
            id={idOf('author')}
            name="author"
            label={t('editor.author')}
            required
            autoComplete="off"
            value={values.author}
            hint={counter('author')}
            error={errors.author}
            onChange={(event) => change('author', event.target.value)}
          />
          <FormDate
            id={idOf('datePublished')}
            name="datePublished"
            value={values.datePublished}
            error={errors.datePublished}
            onChange={(value) => change('datePublished', value)}
          />
          <CategoryField id={idOf('categoryId')} value={values.categoryId} error={errors.categoryId} onChange={(value) => change('categoryId', value)} />
        </div>
        <HeaderImageField
          id={idOf('image')}
          image={values.image}
          thumbnail={values.thumbnail}
          error={errors.image}
          onChange={(picture) => {
            setValues((current) => ({ ...current, ...picture }));
            edited('image');
          }}
        />
      </section>

      {(['en', 'pl'] as const).map((language) => {
        const title = language === 'en' ? 'titleEn' : 'titlePl';
        const body = language === 'en' ? 'bodyEn' : 'bodyPl';
        const imageAlt = language === 'en' ? 'imageAltEn' : 'imageAltPl';
        const headingId = `${idPrefix}-${language}`;
        return (
          <section key={language} className={editor.panel} aria-labelledby={headingId}>
            <h2 id={headingId}>{t(`editor.language.${language}`)}</h2>
            <div className={editor.language}>
              <div className={editor.fields}>
                <TextField
                  id={idOf(title)}
                  name={title}
                  lang={language}
                  label={t(`editor.titleLabel.${language}`)}
                  required
                  value={values[title]}
                  hint={counter(title)}
                  error={errors[title]}
                  onChange={(event) => change(title, event.target.value)}
                />
                <TextArea
                  id={idOf(body)}
                  name={body}
                  lang={language}
                  className={styles.body}
                  label={t(`editor.bodyLabel.${language}`)}
                  required
                  rows={16}
                  value={values[body]}
                  hint={`${hint} ${counter(body)}`}
                  error={errors[body]}
                  onChange={(event) => change(body, event.target.value)}
                />
                <TextField
                  id={idOf(imageAlt)}
                  name={imageAlt}
                  lang={language}
                  label={t(`editor.imageAltLabel.${language}`)}
                  autoComplete="off"
                  value={values[imageAlt]}
                  hint={`${t('editor.imageAltHint')} ${counter(imageAlt)}`}
                  error={errors[imageAlt]}
                  onChange={(event) => change(imageAlt, event.target.value)}
                />
              </div>
              <ArticlePreview
                language={language}
                label={t(`editor.preview.${language}`)}
                title={values[title]}
                body={values[body]}
                author={values.author}
                datePublished={values.datePublished}
                image={values.image}
              />
            </div>
          </section>
        );
      })}

      <div className={`${editor.actionBar} ${styles.actions}`}>
        <p className={styles.state}>
          <span className={common.status}>{saved ? (published ? t('editor.state.published') : t('editor.state.draft')) : t('editor.state.new')}</span>
          {unsaved ? <span className={common.muted}>{t('editor.unsaved')}</span> : null}
        </p>
        {Object.values(errors).some(Boolean) ? (
          <p role="alert" className={common.error}>
            {t('editor.fixFields')}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="submit" className={common.secondary} disabled={busy}>
            {busy && action === 'save' ? t('editor.saving') : published ? t('editor.save') : t('editor.saveDraft')}
          </button>
          {published ? (
            <button type="button" className={common.secondary} disabled={busy} onClick={(event) => act(event, 'unpublish')}>
              {busy && action === 'unpublish' ? t('editor.saving') : t('editor.unpublish')}
            </button>
          ) : (
            <button type="button" className={common.primary} disabled={busy} onClick={(event) => act(event, 'publish')}>
              {busy && action === 'publish' ? t('editor.saving') : t('editor.publish')}
            </button>
          )}
        </div>
        <p className={common.muted}>{published ? t('editor.liveHint') : t('editor.draftHint')}</p>
      </div>
    </form>
  );
}

/** The publication day, with the browser's date picker. */
function FormDate({ id, name, value, error, onChange }: { id: string; name: string; value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <FormField id={id} label={t('editor.date')} required hint={t('editor.dateHint')} error={error}>
      {(control) => <input {...control} type="date" name={name} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}
