import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { ArticleList } from '../articles/ArticleList';
import { fetchPublishedArticles, peekPublishedArticles } from '../articles/fetchPublishedArticles';
import type { ArticleSummary } from '../articles/articleSummary';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { blogCategories } from './blogCategories';
import { CategoryLinks } from './CategoryLinks';
import ui from '../../components/ui.module.css';
import styles from './BlogPage.module.css';
import { useLanguage, useLoad, usePageMeta, type LoadState } from '@inercise/shared';

/**
 * Every published article, newest first; `?category={slug}` lists one category's (the same address in both
 * languages, drawn by the server like the whole blog). A category no article has lists none.
 */
export function BlogPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const [search] = useSearchParams();
  const current = search.get('category');
  // The first screen's list, when it handed it over, is the first render's too.
  const articles = useLoad<ArticleSummary[]>((signal) => fetchPublishedArticles(signal), [], () => peekPublishedArticles());
  const categories = articles.status === 'ready' ? blogCategories(articles.data) : [];
  const chosen = categories.find((category) => category.slug === current);
  const shown: LoadState<ArticleSummary[]> =
    articles.status === 'ready' && current !== null ? { ...articles, data: articles.data.filter((article) => article.category?.slug === current) } : articles;
  usePageMeta(chosen ? `${chosen.nameDict[language]} · ${t('meta.blog.title')}` : t('meta.blog.title'), t('meta.blog.description'));
  return (
    <div className={styles.page}>
      <div className={`${ui.container} ${styles.head}`}>
        <p className={ui.eyebrow}>Inercise</p>
        <h1 className={ui.display}>{chosen ? chosen.nameDict[language] : t('blog.title')}</h1>
        <p className={ui.lead}>{t('blog.lead')}</p>
        {categories.length > 0 ? <CategoryLinks categories={categories} current={current} /> : null}
      </div>
      <div className={ui.container}>
        <ArticleList
          articles={shown}
          placeholders={6}
          action={(article) => <FavouriteButton articleId={article.id} title={article.titleDict[language]} />}
        />
      </div>
    </div>
  );
}
