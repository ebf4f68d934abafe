import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { AddCommentSchema, ARTICLE_COMMENT_MAX_LENGTH, ApiError, callEndpoint, selectAccessToken, useAppSelector, useLoad, type ArticleComment } from '@inercise/shared';
import { addComment, ownArticleComments } from '@inercise/shared/endpoints/comments';
import { TextArea, useForm } from '@inercise/shared/form-field';
import { CommentItem } from './CommentItem';
import ui from '../../components/ui.module.css';
import list from './ArticleComments.module.css';
import styles from './CommentForm.module.css';

const fields = ['text'] as const;

/**
 * The logged-in customer's comment: plain text, checked by the shared schema before it is sent. What they posted and
 * the shop has not approved yet is listed above the form, marked as waiting (or not approved).
 */
export default function CommentForm({ articleId }: { articleId: number }) {
  const { t, i18n } = useTranslation('content');
  const id = useId();
  const token = useAppSelector(selectAccessToken);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const [posted, setPosted] = useState<ArticleComment[]>([]);
  const own = useLoad<ArticleComment[]>(token ? (signal) => callEndpoint(ownArticleComments, { token, params: { id: articleId }, signal }) : null, [token, articleId]);
  const { form, errors, failure, busy, edited, submit, reset } = useForm(fields, (code, _field, error) =>
    // A refusal the shared texts do not word is the generic failure, as any failed send.
    error === undefined || i18n.exists(`common:${code}`) ? t(`common:${code}`) : t('common:errors.generic'),
  );

  const known = own.status === 'ready' ? own.data : [];
  const unshown = [...known, ...posted.filter((comment) => !known.some((other) => other.id === comment.id))];

  const send = async ({ text: checked }: { text: string }) => {
    if (!token) return;
    setSent(false);
    const comment = await callEndpoint(addComment, { token, body: { articleId, text: checked } });
    setPosted((current) => [...current, comment]);
    setText('');
    setSent(true);
  };

  const tooMany = failure instanceof ApiError && failure.status === 429;
  const statusText = sent ? t('comments.sent') : tooMany ? t('comments.tooMany') : failure ? t('common:errors.generic') : '';
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
      <form ref={form} className={styles.form} onSubmit={(event: FormEvent) => void submit(event, () => AddCommentSchema.safeParse({ articleId, text }), send)} noValidate>
        <TextArea
          id={`${id}-text`}
          name="text"
          label={t('comments.label')}
          hint={t('comments.hint', { max: ARTICLE_COMMENT_MAX_LENGTH })}
          rows={4}
          maxLength={ARTICLE_COMMENT_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            edited('text');
            setSent(false);
            if (failure) reset();
          }}
          error={errors.text}
          required
        />
        <div className={styles.submitRow}>
          <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('comments.sending') : t('comments.submit')}
          </button>
          <p role="status" className={sent ? styles.sent : styles.failed}>
            {statusText}
          </p>
        </div>
      </form>
    </div>
  );
}
