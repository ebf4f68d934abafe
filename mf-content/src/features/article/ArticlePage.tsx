import { ArrowLeft } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { ApiError, Icon, SpaLink, useLanguage, useLoad, usePageMeta, type Article } from '@inercise/shared';
import { ArticleImage } from '../articles/ArticleImage';
import { fetchArticle, peekArticle } from '../articles/fetchArticle';
import { ArticleBody } from './ArticleBody';
import { articleIdFrom } from './articleIdFrom';
import { formatArticleDate } from './formatArticleDate';
import ui from '../../components/ui.module.css';
import styles from './ArticlePage.module.css';

class NotFound extends Error {}

function excerpt(body: string): string {
  const text = body.split('\\n')[0]?.trim() ?? '';
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

/** One article: header picture, title, author, date, body. An unknown id is a translated not-found page. */
export function ArticlePage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const [search] = useSearchParams();
  const id = articleIdFrom(search.get('id'));
  const article = useLoad<Article>(
    (signal) => (id === null ? Promise.reject(new NotFound()) : fetchArticle(id, signal)),
    [id],
    () => (id === null ? undefined : peekArticle(id)),
  );

  const ready = article.status === 'ready' ? article.data : null;
  usePageMeta(
    ready ? ready.titleDict[language] : t('meta.article.title'),
    ready ? excerpt(ready.bodyDict[language]) : t('meta.article.description'),
  );

  const back = (
    <SpaLink to="/blog" className={ui.textLink}>
      <Icon icon={ArrowLeft} size={18} /> {t('article.back')}
    </SpaLink>
  );

  if (article.status === 'loading' || article.status === 'idle') {
    return (
      <div className={`${ui.container} ${styles.page}`} aria-busy="true">
        <h1 className={styles.pending}>{t('status.loading')}</h1>
      </div>
    );
  }
  if (article.status === 'failed') {
    const missing = article.error instanceof NotFound || (article.error instanceof ApiError && article.error.status === 404);
    return (
      <div className={`${ui.container} ${styles.page} ${styles.narrow}`}>
        {back}
        <h1 className={ui.title}>{missing ? t('article.notFoundTitle') : t('meta.article.title')}</h1>
        <p className={ui.lead} role={missing ? undefined : 'alert'}>
          {missing ? t('article.notFoundText') : t('article.failed')}
        </p>
      </div>
    );
  }

  const { data } = article;
  const date = formatArticleDate(data.datePublished);
  return (
    <article className={styles.page}>
      <div className={`${ui.container} ${styles.narrow}`}>
        {back}
        <h1 className={styles.title}>{data.titleDict[language]}</h1>
        <p className={styles.byline}>
          <span>
            <span className="visually-hidden">{t('article.author')}: </span>
            {data.author}
          </span>
          <span aria-hidden="true" className={styles.dot} />
          <span>
            <span className="visually-hidden">{t('articles.published')}: </span>
            <time dateTime={date}>{date}</time>
          </span>
        </p>
      </div>
      <div className={`${ui.container} ${styles.hero}`}>
        <ArticleImage kind="image" name={data.image} alt="" width={1200} height={600} className={styles.heroImage} priority />
      </div>
      <div className={`${ui.container} ${styles.narrow}`}>
        <ArticleBody body={data.bodyDict[language]} />
        <div className={styles.footer}>{back}</div>
      </div>
    </article>
  );
}
