import { useId } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { articleParagraphs } from '@inercise/shared/article-paragraphs';
import { assetUrl, useLanguage } from '@inercise/shared';
import editor from '../common/editor.module.css';
import styles from './articleEditor.module.css';

interface Props {
  /** The article's language: the preview is read in it. */
  language: 'en' | 'pl';
  /** Translated heading of the preview ("Preview: English"). */
  label: string;
  title: string;
  body: string;
  author: string;
  /** `YYYY-MM-DD`, shown as the shop shows it. */
  datePublished: string;
  image: string;
}

/**
 * One language of the article as shoppers will see it on its page: title, author and day, header picture, and the
 * body split by the shop's own rule (paragraphs on backslash-n, short ones bold as headings), redrawn as the owner
 * types. Always text, never markup.
 */
export function ArticlePreview({ language, label, title, body, author, datePublished, image }: Props) {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  // What stands in for a missing part is the back office's own text, in the page's language.
  const pageLanguage = useLanguage();
  const paragraphs = articleParagraphs(body);
  return (
    <section className={editor.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={`${editor.previewLabel} ${styles.previewLabel}`}>
        {label}
      </h3>
      <article lang={language} className={styles.shopArticle}>
        <h4 className={styles.shopTitle}>{title.trim() || <span lang={pageLanguage} className={styles.missing}>{t('editor.previewNoTitle')}</span>}</h4>
        <p className={styles.byline}>
          <span>{author.trim()}</span>
          {author.trim() ? <span aria-hidden="true" className={styles.dot} /> : null}
          <time dateTime={datePublished}>{datePublished}</time>
        </p>
        {image ? (
          <img className={styles.shopImage} src={assetUrl('image', image)} alt="" width={1200} height={600} />
        ) : (
          <p lang={pageLanguage} className={`${styles.shopImage} ${styles.noImage}`}>{t('editor.previewNoImage')}</p>
        )}
        <div className={styles.shopBody}>
          {paragraphs.length === 0 ? <p lang={pageLanguage} className={styles.missing}>{t('editor.previewNoBody')}</p> : null}
          {paragraphs.map((paragraph, index) =>
            paragraph.heading ? (
              <h5 key={index} className={styles.shopHeading}>
                {paragraph.text}
              </h5>
            ) : (
              <p key={index}>{paragraph.text}</p>
            ),
          )}
        </div>
      </article>
    </section>
  );
}
