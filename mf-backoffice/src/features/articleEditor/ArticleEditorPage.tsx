import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, useLanguage, usePageMeta } from '@inercise/shared';
import type { AdminArticle } from '@inercise/shared/admin';
import { adminArticle, adminArticles } from '@inercise/shared/endpoints/adminArticles';
import { useAdminToken } from '../access/useAdminToken';
import { useErrorText } from '../common/errorText';
import { EditorFrame } from '../common/EditorFrame';
import { useEditedId } from '../common/useEditedId';
import { useEditorNotice } from '../common/useEditorNotice';
import { useLoadOrSaved } from '../common/useLoadOrSaved';
import { ArticleForm, type ArticleOutcome } from './ArticleForm';

/**
 * /admin/articles/:id: one article to edit, or a new one at /admin/articles/new. A new article, once saved, moves to
 * its own address with the form as it was. Until the API has answered for this session nothing of the back office
 * shows; for a new article that answer is the first row of the list.
 */
export function ArticleEditorPage() {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const token = useAdminToken();
  const edited = useEditedId();
  const { param, isNew, id } = edited;
  // For a new article the API's answer that lets the owner in is the list's first row.
  const { loaded, current: article, keep } = useLoadOrSaved<AdminArticle | null>(
    token ? (signal) => (id !== null ? callEndpoint(adminArticle, { token, params: { id }, signal }) : callEndpoint(adminArticles, { token, query: { page: 0, size: 20 }, signal }).then(() => null)) : null,
    [token, param],
    (saved) => saved?.id === id,
  );

  const errorText = useErrorText();
  const { notice, setNotice, announceSaved } = useEditorNotice('/admin/articles');

  const title = isNew ? t('editor.newTitle') : article ? t('editor.editTitle', { title: article.titleDict[language] }) : t('editor.heading');
  usePageMeta(title, t('meta.article'));

  const saved = (changed: AdminArticle, outcome: ArticleOutcome) => {
    keep(changed);
    announceSaved(changed.id, t(`editor.outcome.${outcome}`), isNew);
  };

  return (
    <EditorFrame
      token={token}
      state={loaded}
      edited={edited}
      shown={article !== null}
      listRoute="/admin/articles"
      title={title}
      texts={{ back: t('editor.back'), loading: t('editor.loading'), failed: t('editor.failed'), missing: t('errors.articleNotFound') }}
      notice={notice}
    >
      {token && (article || (isNew && loaded.status === 'ready')) ? (
        <ArticleForm token={token} saved={article} onSaved={saved} onRefused={(error) => setNotice({ kind: 'refused', text: errorText(error) })} />
      ) : null}
    </EditorFrame>
  );
}
