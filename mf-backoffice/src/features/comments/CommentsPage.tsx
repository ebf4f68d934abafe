import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField } from '@inercise/shared/form-field';
import { useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLanguage, useLoad, usePageMeta } from '@inercise/shared';
import type { AdminArticleComment } from '@inercise/shared/admin';
import { adminComments, adminModerateComment, adminRemoveComment } from '@inercise/shared/endpoints/adminComments';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { ConfirmButton } from '../common/ConfirmButton';
import { EmailAddress } from '../common/EmailAddress';
import { ErrorMessage } from '../common/ErrorMessage';
import { useDateFormat } from '../common/formatDate';
import { ListTable } from '../common/ListTable';
import { PagedList } from '../common/PagedList';
import { commentApiQuery, commentFilters, commentQueryFrom, commentQueryOf, type CommentFilter } from './articleComments';
import common from '../common/backoffice.module.css';
import styles from './comments.module.css';

/** /admin/comments: customers' comments on articles, the waiting ones first; the filter and page in the address. */
export function CommentsPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('comments.title'), t('meta.comments'));
  const token = useAdminToken();
  const [search, setSearch] = useSearchParams();
  const { show, page } = commentQueryFrom(search);
  const comments = useLoad(token ? (signal) => callEndpoint(adminComments, { token, query: commentApiQuery(show, page), signal }) : null, [token, show, page]);
  return (
    <AdminOnly token={token} state={comments} loading={t('comments.loading')}>
      <h1>{t('comments.title')}</h1>
      <SelectField className={styles.filter} label={t('comments.show')} value={show} onChange={(event) => setSearch(commentQueryOf(event.target.value as CommentFilter, 0))}>
        {commentFilters.map((filter) => (
          <option key={filter} value={filter}>
            {t(`comments.filter.${filter}`)}
          </option>
        ))}
      </SelectField>
      <PagedList
        state={comments}
        texts={{ loading: t('comments.loading'), failed: t('comments.failed'), empty: t('comments.empty') }}
        onPage={(next) => setSearch(commentQueryOf(show, next))}
      >
        {(rows) => <CommentsTable token={token ?? ''} comments={rows} onChanged={comments.retry} />}
      </PagedList>
    </AdminOnly>
  );
}

function CommentsTable({ token, comments, onChanged }: { token: string; comments: AdminArticleComment[]; onChanged: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <ListTable
      caption={t('comments.caption')}
      columns={[
        { label: t('comments.posted') },
        { label: t('comments.author') },
        { label: t('comments.article') },
        { label: t('comments.comment') },
        { label: t('comments.state') },
        { label: t('comments.actions') },
      ]}
    >
      {comments.map((comment) => (
        <CommentRow key={comment.id} token={token} comment={comment} onChanged={onChanged} />
      ))}
    </ListTable>
  );
}

function CommentRow({ token, comment, onChanged }: { token: string; comment: AdminArticleComment; onChanged: () => void }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const { dateTime } = useDateFormat();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const name = comment.authorName ?? t('comments.noName');
  const article = comment.articleTitle[language];
  const names = { name, article };

  const moderate = async (status: 'APPROVED' | 'REJECTED') => {
    setBusy(true);
    setFailure(null);
    try {
      await callEndpoint(adminModerateComment, { token, params: { id: comment.id }, body: { status } });
      onChanged();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const approve = (
    <button type="button" className={common.secondary} disabled={busy} onClick={() => void moderate('APPROVED')} aria-label={t('comments.approveOf', names)}>
      {t('comments.approve')}
    </button>
  );
  const reject = (
    <button type="button" className={common.secondary} disabled={busy} onClick={() => void moderate('REJECTED')} aria-label={t('comments.rejectOf', names)}>
      {t('comments.reject')}
    </button>
  );
  const state = comment.status === 'PENDING' ? t('comments.status.PENDING') : t(`comments.status.${comment.status}`, { at: comment.moderatedAt ? dateTime(comment.moderatedAt) : '' });

  return (
    <tr>
      <td data-label={t('comments.posted')}>{dateTime(comment.createdAt)}</td>
      <td data-label={t('comments.author')} className={common.wrap}>
        {name}
        <br />
        <span className={common.muted}>
          <EmailAddress email={comment.authorEmail} />
        </span>
      </td>
      <td data-label={t('comments.article')}>{article}</td>
      {/* What a customer typed is only ever text. */}
      <td data-label={t('comments.comment')} className={styles.text}>
        {comment.text}
      </td>
      <td data-label={t('comments.state')}>{state}</td>
      <td data-label={t('comments.actions')}>
        {comment.status === 'APPROVED' ? (
          <ConfirmButton
            texts={{
              button: t('comments.remove'),
              buttonLabel: t('comments.removeOf', names),
              question: t('comments.confirm', { name }),
              confirm: t('comments.confirmRemove'),
              cancel: t('comments.cancel'),
            }}
            onConfirm={async () => {
              await callEndpoint(adminRemoveComment, { token, params: { id: comment.id } });
              onChanged();
            }}
          />
        ) : (
          <div className={common.row}>
            {approve}
            {comment.status === 'PENDING' && reject}
          </div>
        )}
        <ErrorMessage error={failure} />
      </td>
    </tr>
  );
}
