import { useTranslation } from '@inercise/shared/react-i18n';
import { SelectField } from '@inercise/shared/form-field';
import { Link, useSearchParams } from '@inercise/shared/router';
import { callEndpoint, useLanguage, useLoad, useLocalize, usePageMeta } from '@inercise/shared';
import type { AdminArticleRow } from '@inercise/shared/admin';
import { adminArticles } from '@inercise/shared/endpoints/adminArticles';
import { AdminOnly } from '../access/AdminOnly';
import { useAdminToken } from '../access/useAdminToken';
import { PagedList } from '../common/PagedList';
import { ListTable } from '../common/ListTable';
import { articleApiQuery, articleQueryFrom, articleQueryOf, type ArticleFilter } from './articleQuery';
import { useDayFormat } from './formatDay';
import common from '../common/backoffice.module.css';
import styles from './articles.module.css';

const filters: readonly ArticleFilter[] = ['all', 'published', 'drafts'];

/** /admin/articles: the blog's articles, drafts too, newest day first; the filter and page in the address. */
export function ArticlesPage() {
  const { t } = useTranslation('backoffice');
  usePageMeta(t('articles.title'), t('meta.articles'));
  const token = useAdminToken();
  const localize = useLocalize();
  const [search, setSearch] = useSearchParams();
  const { show, page } = articleQueryFrom(search);
  const articles = useLoad(token ? (signal) => callEndpoint(adminArticles, { token, query: articleApiQuery(show, page), signal }) : null, [token, show, page]);
  return (
    <AdminOnly token={token} state={articles} loading={t('articles.loading')}>
      <div className={common.heading}>
        <h1>{t('articles.title')}</h1>
        <Link className={common.primary} to={localize('/admin/articles/new')}>
          {t('articles.new')}
        </Link>
      </div>
      <SelectField className={styles.filter} label={t('articles.show')} value={show} onChange={(event) => setSearch(articleQueryOf(event.target.value as ArticleFilter, 0))}>
        {filters.map((filter) => (
          <option key={filter} value={filter}>
            {t(`articles.filter.${filter}`)}
          </option>
        ))}
      </SelectField>
      <PagedList
        state={articles}
        texts={{ loading: t('articles.loading'), failed: t('articles.failed'), empty: t('articles.empty') }}
        onPage={(next) => setSearch(articleQueryOf(show, next))}
      >
        {(rows) => <ArticlesTable rows={rows} />}
      </PagedList>
    </AdminOnly>
  );
}

/** The articles as a table; on a phone one card per article (CSS alone), each value after its column's name. */
function ArticlesTable({ rows }: { rows: AdminArticleRow[] }) {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const localize = useLocalize();
  const day = useDayFormat();
  return (
    <ListTable
      caption={t('articles.caption')}
      columns={[
        { label: t('articles.articleTitle') },
        { label: t('articles.state') },
        { label: t('articles.date') },
        { label: t('articles.author') },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" data-label={t('articles.articleTitle')} className={common.wrap}>
            <Link className={common.link} to={localize(`/admin/articles/${row.id}`)}>
              {row.titleDict[language]}
            </Link>
          </th>
          <td data-label={t('articles.state')}>
            <span className={row.published ? `${common.status} ${styles.published}` : common.status}>{row.published ? t('articles.published') : t('articles.draft')}</span>
          </td>
          <td data-label={t('articles.date')}>
            <time dateTime={row.datePublished}>{day(row.datePublished)}</time>
          </td>
          <td data-label={t('articles.author')} className={common.wrap}>
            {row.author}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
