import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useNavigate, useParams } from '@inercise/shared/router';
import { isApiError, useLanguage, useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import type { AdminArticle } from '@inercise/shared/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { useErrorText } from '../common/errorText';
import { LoadFailure } from '../common/LoadFailure';
import { fetchArticles } from '../articles/fetchArticles';
import { ArticleForm, type ArticleOutcome } from './ArticleForm';
import { fetchArticle } from './fetchArticle';
import common from '../common/backoffice.module.css';
import styles from './articleEditor.module.css';

type Notice = { kind: 'done' | 'refused'; text: string } | null;

/**
 * /admin/articles/:id: one article to edit, or a new one at /admin/articles/new. A new article, once saved, moves to
 * its own address with the form as it was. Until the API has answered for this session nothing of the back office
 * shows; for a new article that answer is the first row of the list.
 */
export function ArticleEditorPage() {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const token = useAdminToken();
  const param = useParams().id ?? '';
  const isNew = param === 'new';
  const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  // The article as the last save answered it: it stands for the API's answer, so a new article's move to its own
  // address costs no second call.
  const [fresh, setFresh] = useState<AdminArticle | null>(null);
  const loaded = useLoad<AdminArticle | null>(
    token ? (signal) => (id !== null ? fetchArticle(token, id, signal) : fetchArticles(token, 'all', 0, signal).then(() => null)) : null,
    [token, param],
    () => (fresh && fresh.id === id ? fresh : undefined),
  );
  const article = fresh && fresh.id === id ? fresh : loaded.status === 'ready' ? loaded.data : null;

  const errorText = useErrorText();
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The outcome takes the focus, so it is read out wherever the owner pressed.
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const title = isNew ? t('editor.newTitle') : article ? t('editor.editTitle', { title: article.titleDict[language] }) : t('editor.heading');
  usePageMeta(title, t('meta.article'));

  const saved = (changed: AdminArticle, outcome: ArticleOutcome) => {
    setFresh(changed);
    setNotice({ kind: 'done', text: t(`editor.outcome.${outcome}`) });
    if (isNew) void navigate(localize(`/admin/articles/${changed.id}`), { replace: true });
  };

  const missing = (loaded.status === 'ready' && !isNew && id === null) || (loaded.status === 'failed' && isApiError(loaded.error) && loaded.error.status === 404);
  return (
    <AdminOnly token={token} state={loaded} loading={t('editor.loading')}>
      <p>
        <Link className={common.link} to={localize('/admin/articles')}>
          ← {t('editor.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {loaded.status === 'loading' && !article ? (
        <p role="status" className={common.muted}>
          {t('editor.loading')}
        </p>
      ) : null}
      {missing ? (
        <p role="alert" className={common.error}>
          {t('errors.articleNotFound')}
        </p>
      ) : null}
      {loaded.status === 'failed' && !missing ? <LoadFailure what={t('editor.failed')} error={loaded.error} retry={loaded.retry} /> : null}
      <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
        {notice?.kind === 'done' ? (
          <p role="status" className={common.info}>
            {notice.text}
          </p>
        ) : null}
        {notice?.kind === 'refused' ? (
          <p role="alert" className={common.error}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {token && (article || (isNew && loaded.status === 'ready')) ? (
        <ArticleForm token={token} saved={article} onSaved={saved} onRefused={(error) => setNotice({ kind: 'refused', text: errorText(error) })} />
      ) : null}
    </AdminOnly>
  );
}
