import { useTranslation } from '@inercise/shared/react-i18n';
import type { ArticleComment } from '@inercise/shared';
import { formatArticleDate } from '../article/formatArticleDate';
import styles from './ArticleComments.module.css';

/**
 * One comment: the author's first name, the day, and the words as text. React escapes text, and the words are
 * never put in as markup, so whatever a customer typed (angle brackets included) reads exactly as typed.
 */
export function CommentItem({ comment, note }: { comment: ArticleComment; note?: string }) {
  const { t } = useTranslation('content');
  const date = formatArticleDate(comment.createdAt);
  return (
    <li className={styles.comment}>
      <p className={styles.meta}>
        <span className="visually-hidden">{t('comments.author')}: </span>
        <span className={styles.author}>{comment.authorName ?? t('comments.someone')}</span>
        <span className="visually-hidden">, {t('comments.posted')}: </span>
        <time dateTime={date}>{date}</time>
        {note && <span className={styles.note}>{note}</span>}
      </p>
      <p className={styles.text}>{comment.text}</p>
    </li>
  );
}
