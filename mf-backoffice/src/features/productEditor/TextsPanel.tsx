import { useTranslation } from '@inercise/shared/react-i18n';
import { TextArea, TextField } from '@inercise/shared/form-field';
import type { Language } from '@inercise/shared';
import { ADMIN_PRODUCT_LIMITS } from '@inercise/shared/admin';
import { DescriptionPreview } from './DescriptionPreview';
import type { PanelProps } from './PanelProps';
import editor from '../common/editor.module.css';
import styles from './productEditor.module.css';

/** The product's name and description in one language, beside the description as the shop will show it. */
export function TextsPanel({ draft, change, idOf, problem, language }: PanelProps & { language: Language }) {
  const { t } = useTranslation('backoffice');
  const { name, description } = draft.texts[language];
  const headingId = idOf(`texts.${language}`);
  const set = (field: 'name' | 'description', value: string) =>
    change(`texts.${language}.${field}`, (current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } } }));
  return (
    <section className={editor.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('product.texts', { language: t(`product.language.${language}`) })}</h2>
      <div className={editor.language}>
        <div className={editor.fields}>
          <TextField
            id={idOf(`texts.${language}.name`)}
            name={`texts.${language}.name`}
            lang={language}
            label={t(`product.name.${language}`)}
            required
            autoComplete="off"
            value={name}
            hint={t('product.count', { count: name.length, max: ADMIN_PRODUCT_LIMITS.name })}
            error={problem(`texts.${language}.name`)}
            onChange={(event) => set('name', event.target.value)}
          />
          <TextArea
            id={idOf(`texts.${language}.description`)}
            name={`texts.${language}.description`}
            lang={language}
            className={styles.description}
            label={t(`product.description.${language}`)}
            rows={10}
            value={description}
            hint={`${t('product.descriptionHint')} ${t('product.count', { count: description.length, max: ADMIN_PRODUCT_LIMITS.description })}`}
            error={problem(`texts.${language}.description`)}
            onChange={(event) => set('description', event.target.value)}
          />
        </div>
        <DescriptionPreview language={language} name={name} description={description} />
      </div>
    </section>
  );
}
