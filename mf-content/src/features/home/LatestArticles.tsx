import { ArrowRight } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Icon, SpaLink, useLoad } from '@inercise/shared';
import { ArticleList } from '../articles/ArticleList';
import { fetchPublishedArticles, peekPublishedArticles } from '../articles/fetchPublishedArticles';
import type { ArticleSummary } from '../articles/articleSummary';
import ui from '../../components/ui.module.css';

/** docs/product-rules.md#content-pages: the home page shows the first 3 articles, newest first. */
export const HOME_ARTICLE_COUNT = 3;

export function LatestArticles() {
  const { t } = useTranslation('content');
  // The first screen's articles, when it handed them over, are the first render's too.
  const articles = useLoad<ArticleSummary[]>(
    async (signal) => (await fetchPublishedArticles(signal)).slice(0, HOME_ARTICLE_COUNT),
    [],
    () => peekPublishedArticles(HOME_ARTICLE_COUNT),
  );
  return (
    <section className={ui.sectionMist} aria-labelledby="home-articles">
      <div className={ui.container}>
        <div className={ui.sectionHead}>
          <div>
            <p className={ui.eyebrow}>{t('home.articles.eyebrow')}</p>
            <h2 id="home-articles" className={ui.title}>
              {t('home.articles.title')}
            </h2>
          </div>
          <SpaLink to="/blog" className={ui.textLink}>
            {t('home.articles.all')} <Icon icon={ArrowRight} size={18} />
          </SpaLink>
        </div>
        <ArticleList articles={articles} placeholders={HOME_ARTICLE_COUNT} />
      </div>
    </section>
  );
}
