import { useState } from 'react';
import { Heart } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Icon, selectAccessToken, useAppSelector } from '@inercise/shared';
import { toggleFavourite } from './favouriteStore';
import { useFavouriteIds } from './useFavouriteIds';
import styles from './FavouriteButton.module.css';

interface Props {
  articleId: number;
  /** The article's title in the page's language: the button's name says which article it keeps. */
  title: string;
}

/**
 * The heart that keeps an article among a logged-in customer's favourites (pressed when it is one). A guest, and the
 * server's first screen, get none: it shows once the customer's favourites are known.
 */
export function FavouriteButton({ articleId, title }: Props) {
  const { t } = useTranslation('content');
  const token = useAppSelector(selectAccessToken);
  const ids = useFavouriteIds(token);
  const [failed, setFailed] = useState(false);
  if (token === null || ids === null) return null;
  const pressed = ids.has(articleId);
  const toggle = () => {
    setFailed(false);
    toggleFavourite(token, articleId, !pressed).catch(() => setFailed(true));
  };
  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} aria-pressed={pressed} onClick={toggle} title={t('favourites.label', { title })}>
        <Icon icon={Heart} size={20} className={pressed ? styles.filled : undefined} />
        <span className="visually-hidden">{t('favourites.label', { title })}</span>
      </button>
      {failed ? (
        <span role="alert" className={styles.error}>
          {t('favourites.failed')}
        </span>
      ) : null}
    </span>
  );
}
