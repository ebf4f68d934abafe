import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { AddCommentSchema, ARTICLE_COMMENT_MAX_LENGTH, ApiError, firstErrorPerField, selectAccessToken, useAppSelector, useLoad, type ArticleComment } from '@inercise/shared';
import { TextArea } from '@inercise/shared/form-field';
import { CommentItem } from './CommentItem';
import { fetchOwnComments } from './fetchOwnComments';
import { postComment } from './postComment';
import ui from '../../components/ui.module.css';
import list from './ArticleComments.module.css';
import styles from './CommentForm.module.css';

type Status = 'idle' | 'sending' | 'sent' | 'tooMany' | 'failed';

/**
 * The logged-in customer's comment: plain text, checked by the shared schema before it is sent. What they posted and
 * the shop has not approved yet is listed above the form, marked as waiting (or not approved).
 */
export default function CommentForm({ articleId }: { articleId: number }) {
  const { t } = useTranslation('content');
  const id = useId();
  const token = useAppSelector(selectAccessToken);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>('idle');
  const [posted, setPosted] = useState<ArticleComment[]>([]);
  const own = useLoad<ArticleComment[]>(token ? (signal) => fetchOwnComments(token, articleId, signal) : null, [token, articleId]);

  const known = own.status === 'ready' ? own.data : [];
  const unshown = [...known, ...posted.filter((comment) => !known.some((other) => other.id === comment.id))];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || status === 'sending') return;
    const parsed = AddCommentSchema.safeParse({ articleId, text });
    if (!parsed.success) {
      setError(firstErrorPerField(parsed.error).text);
      return;
    }
    setError(undefined);
    setStatus('sending');
    try {
      const comment = await postComment(token, articleId, parsed.data.text);
      setPosted((current) => [...current, comment]);
      setText('');
      setStatus('sent');
    } catch (failure) {
      setStatus(failure instanceof ApiError && failure.status === 429 ? 'tooMany' : 'failed');
    }
  };

  const statusText = { idle: '', sending: '', sent: t('comments.sent'), tooMany: t('comments.tooMany'), failed: t('common:errors.generic') }[status];
  return (
    <div>
      {unshown.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('comments.yours')}</h3>
          <ul className={list.list}>
            {unshown.map((comment) => (
              <CommentItem key={comment.id} comment={comment} note={comment.status === 'REJECTED' ? t('comments.rejected') : t('comments.waiting')} />
            ))}
          </ul>
        </>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextArea
          id={`${id}-text`}
          label={t('comments.label')}
          hint={t('comments.hint', { max: ARTICLE_COMMENT_MAX_LENGTH })}
          rows={4}
          maxLength={ARTICLE_COMMENT_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (status !== 'sending') setStatus('idle');
          }}
          error={error ? t(`common:${error}`) : undefined}
          required
        />
        <div className={styles.submitRow}>
          <button type="submit" className={ui.primary} disabled={status === 'sending'}>
            {status === 'sending' ? t('comments.sending') : t('comments.submit')}
          </button>
          <p role="status" className={status === 'sent' ? styles.sent : styles.failed}>
            {statusText}
          </p>
        </div>
      </form>
    </div>
  );
}
