import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Icon, SpaLink, articlePath, useLanguage } from '@inercise/shared';
import { ArticleImage } from './ArticleImage';
import { listDate } from './listDate';
import type { ArticleSummary } from './articleSummary';
import styles from './ArticleCard.module.css';

/**
 * One article in a list: picture, date, title, a link to its readable address (the whole card is the link's target),
 * and an `action` of the list's above it (the favourite heart).
 */
export function ArticleCard({ article, action }: { article: ArticleSummary; action?: ReactNode }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const title = article.titleDict[language];
  const date = listDate(article.datePublished);
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        {/* The owner's description of the picture; none given: decorative (docs/product-rules.md "Text alternatives"). */}
        <ArticleImage kind="thumbnail" name={article.thumbnail} alt={article.imageAltDict?.[language] ?? ''} width={480} height={480} className={styles.image} />
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={date}>{date}</time>
          <span aria-hidden="true"> · </span>
          {article.author}
        </p>
        <h3 className={styles.title}>
          <SpaLink to={articlePath(article, language)} className={styles.link}>
            {title}
          </SpaLink>
        </h3>
        <span className={styles.more} aria-hidden="true">
          {t('articles.readMore')} <Icon icon={ArrowRight} size={16} />
        </span>
      </div>
    </article>
  );
}
