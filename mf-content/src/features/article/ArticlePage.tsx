import { ArrowLeft } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useParams, useSearchParams } from '@inercise/shared/router';
import { ApiError, Icon, SpaLink, useLanguage, useLoad, usePageMeta, type Article } from '@inercise/shared';
import { ArticleImage } from '../articles/ArticleImage';
import { ArticleComments } from '../comments/ArticleComments';
import { peekArticle, peekArticleBySlug } from '../articles/primedArticle';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { ArticleBody } from './ArticleBody';
import { articleAddressOf, type ArticleAddress } from './articleAddress';
import { articleDescription } from './articleDescription';
import { articlePaths } from './articlePaths';
import { findArticle } from './findArticle';
import { formatArticleDate } from './formatArticleDate';
import { useCurrentArticleAddress } from './useCurrentArticleAddress';
import ui from '../../components/ui.module.css';
import styles from './ArticlePage.module.css';

class NotFound extends Error {}

/** The article handed over by the first screen (or kept when the address was replaced), if it is this address's. */
const peekAt = (address: ArticleAddress) => ('slug' in address ? peekArticleBySlug(address.slug) : peekArticle(address.id));

/** Who wrote the article and when, each named for screen readers. */
function Byline({ author, date }: { author: string; date: string }) {
  const { t } = useTranslation('content');
  return (
    <p className={styles.byline}>
      <span>
        <span className="visually-hidden">{t('article.author')}: </span>
        {author}
      </span>
      <span aria-hidden="true" className={styles.dot} />
      <span>
        <span className="visually-hidden">{t('articles.published')}: </span>
        <time dateTime={date}>{date}</time>
      </span>
    </p>
  );
}

/**
 * One article, at its readable address (/article/{slug}) or the old one (?id=): header picture, title, author, date,
 * body. An unknown slug or id is a translated not-found page.
 */
export function ArticlePage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const { slug } = useParams();
  const [search] = useSearchParams();
  const address = articleAddressOf(slug, search.get('id'));
  const article = useLoad<Article>(
    (signal) => (address === null ? Promise.reject(new NotFound()) : findArticle(address, signal)),
    [JSON.stringify(address)],
    () => (address === null ? undefined : peekAt(address)),
  );

  const ready = article.status === 'ready' ? article.data : null;
  useCurrentArticleAddress(ready, slug);
  usePageMeta(
    ready ? ready.titleDict[language] : t('meta.article.title'),
    (ready && articleDescription(ready.bodyDict[language])) || t('meta.article.description'),
    ready ? articlePaths(ready) : undefined,
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
  return (
    <article className={styles.page}>
      <div className={`${ui.container} ${styles.narrow}`}>
        {back}
        <h1 className={styles.title}>{data.titleDict[language]}</h1>
        <Byline author={data.author} date={formatArticleDate(data.datePublished)} />
        <FavouriteButton articleId={data.id} title={data.titleDict[language]} />
      </div>
      <div className={`${ui.container} ${styles.hero}`}>
        {/* The owner's description of the picture; none given: decorative (docs/product-rules.md "Text alternatives"). */}
        <ArticleImage kind="image" name={data.image} alt={data.imageAltDict?.[language] ?? ''} width={1200} height={600} className={styles.heroImage} priority />
      </div>
      <div className={`${ui.container} ${styles.narrow}`}>
        <ArticleBody body={data.bodyDict[language]} />
        <ArticleComments articleId={data.id} />
        <div className={styles.footer}>{back}</div>
      </div>
    </article>
  );
}
