import type { ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import type { LoadState } from '@inercise/shared';
import { ArticleCard } from './ArticleCard';
import type { ArticleSummary } from './articleSummary';
import styles from './ArticleList.module.css';

interface Props {
  articles: LoadState<ArticleSummary[]>;
  /** How many placeholder cards keep the grid's height while loading. */
  placeholders: number;
  /** What each card offers beside its link (the blog's favourite heart); the home page's cards have none. */
  action?: (article: ArticleSummary) => ReactNode;
}

/** A grid of article cards, with placeholders while loading and a notice when the list cannot be read. */
export function ArticleList({ articles, placeholders, action }: Props) {
  const { t } = useTranslation('content');
  if (articles.status === 'failed') return <p role="alert" className={styles.notice}>{t('articles.failed')}</p>;
  if (articles.status === 'ready' && articles.data.length === 0) return <p className={styles.notice}>{t('articles.empty')}</p>;
  if (articles.status !== 'ready') {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('status.loading')}>
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index} className={styles.placeholder} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid}>
      {articles.data.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} action={action?.(article)} />
        </li>
      ))}
    </ul>
  );
}
