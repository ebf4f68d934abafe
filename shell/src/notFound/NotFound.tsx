import { useTranslation } from '@inercise/shared/react-i18n';
import { NavLink } from '../layout/NavLink';
import styles from './NotFound.module.css';

/** Any path no team's application claims. */
export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <NavLink to="/" className={styles.primary}>{t('notFound.home')}</NavLink>
        <NavLink to="/shop" className={styles.secondary}>{t('notFound.shop')}</NavLink>
      </div>
    </section>
  );
}
