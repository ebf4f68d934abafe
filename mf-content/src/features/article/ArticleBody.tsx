import { articleParagraphs } from '@inercise/shared/article-paragraphs';
import styles from './ArticlePage.module.css';

/** The article's text, paragraph by paragraph; short ones are headings. Always text, never HTML. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className={styles.body}>
      {articleParagraphs(body).map((paragraph, index) =>
        paragraph.heading ? (
          <h2 key={index} className={styles.heading}>
            {paragraph.text}
          </h2>
        ) : (
          <p key={index}>{paragraph.text}</p>
        ),
      )}
    </div>
  );
}
