import { useId } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import type { Language } from '@inercise/shared';
import common from '../common/backoffice.module.css';
import editor from '../common/editor.module.css';
import styles from './productEditor.module.css';

/**
 * The name and description as the product page draws them: each line of the description a paragraph, empty lines
 * left out (mf-catalog's ProductPage). Updated as the owner types.
 */
export function DescriptionPreview({ language, name, description }: { language: Language; name: string; description: string }) {
  const { t } = useTranslation('backoffice');
  const labelId = useId();
  const lines = description.split('\n').filter((line) => line.trim() !== '');
  return (
    <section className={editor.preview} aria-labelledby={labelId}>
      <p id={labelId} className={editor.previewLabel}>
        {t(`product.preview.${language}`)}
      </p>
      <div className={styles.shopProduct} lang={language}>
        <p className={styles.shopName}>{name}</p>
        {lines.length > 0 ? lines.map((line, index) => <p key={index}>{line}</p>) : <p className={common.muted}>{t('product.noDescription')}</p>}
      </div>
    </section>
  );
}
