import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { articlePath, callEndpoint, selectAccessToken, useAppSelector, useLanguage, useLoad, useLocalize, type Article } from '@inercise/shared';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { favouriteArticles, removeFavourite } from '@inercise/shared/endpoints/favourites';
import styles from './FavouriteArticles.module.css';

/** The customer's favourite articles, each a link to read it and a button to take it off the list. */
export function FavouriteArticles() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const localize = useLocalize();
  const token = useAppSelector(selectAccessToken);
  const loaded = useLoad(token ? (signal) => callEndpoint(favouriteArticles, { token, signal }) : null, [token]);
  // Taken off on this page: gone from the list at once, whatever the next load says.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState(false);
  const articles: Article[] = loaded.status === 'ready' ? loaded.data.filter((article) => !removed.has(article.id)) : [];

  const remove = async (article: Article) => {
    if (!token) return;
    setFailed(false);
    try {
      await callEndpoint(removeFavourite, { token, body: { articleId: article.id } });
      setRemoved((current) => new Set(current).add(article.id));
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={pageStyles.page}>
      <h1>{t('favourites.title')}</h1>
      {loaded.status === 'loading' || loaded.status === 'idle' ? (
        <p role="status" className={pageStyles.intro}>
          {t('favourites.loading')}
        </p>
      ) : null}
      {loaded.status === 'failed' ? <FormMessage>{t('favourites.failed')}</FormMessage> : null}
      {failed ? <FormMessage>{t('favourites.removeFailed')}</FormMessage> : null}
      {loaded.status === 'ready' && articles.length === 0 ? (
        <div className={styles.empty}>
          <p className={pageStyles.intro}>{t('favourites.empty')}</p>
          <Link to={localize('/blog')} className={formStyles.primary}>
            {t('favourites.blog')}
          </Link>
        </div>
      ) : null}
      {articles.length > 0 ? (
        <ul className={styles.list}>
          {articles.map((article) => {
            const title = article.titleDict[language];
            return (
              <li key={article.id} className={styles.item}>
                <Link to={localize(articlePath(article, language))} className={styles.title}>
                  {title}
                </Link>
                <span className={styles.meta}>
                  {article.category ? `${article.category.nameDict[language]} · ` : ''}
                  {article.author}
                </span>
                {/* Named with the title (the visible words first): a list of equal buttons is told apart by it. */}
                <button type="button" className={formStyles.secondary} aria-label={t('favourites.removeNamed', { title })} onClick={() => void remove(article)}>
                  {t('favourites.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
