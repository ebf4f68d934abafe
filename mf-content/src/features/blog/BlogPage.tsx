import { useTranslation } from '@inercise/shared/react-i18n';
import { ArticleList } from '../articles/ArticleList';
import { fetchPublishedArticles, peekPublishedArticles } from '../articles/fetchPublishedArticles';
import type { ArticleSummary } from '../articles/articleSummary';
import ui from '../../components/ui.module.css';
import styles from './BlogPage.module.css';
import { useLoad, usePageMeta } from '@inercise/shared';

/** Every published article, newest first. */
export function BlogPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.blog.title'), t('meta.blog.description'));
  // The first screen's list, when it handed it over, is the first render's too.
  const articles = useLoad<ArticleSummary[]>((signal) => fetchPublishedArticles(signal), [], () => peekPublishedArticles());
  return (
    <div className={styles.page}>
      <div className={`${ui.container} ${styles.head}`}>
        <p className={ui.eyebrow}>Inercise</p>
        <h1 className={ui.display}>{t('blog.title')}</h1>
        <p className={ui.lead}>{t('blog.lead')}</p>
      </div>
      <div className={ui.container}>
        <ArticleList articles={articles} placeholders={6} />
      </div>
    </div>
  );
}
