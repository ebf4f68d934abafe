import { useTranslation } from '@inercise/shared/react-i18n';
import styles from './backoffice.module.css';

/** Previous and next page of a list, and where the owner is ("page 2 of 5"); `page` counts from 0 as the API does. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('backoffice');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('paging.label')}>
      <button type="button" className={styles.secondary} disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </button>
      <span aria-live="polite">{t('paging.pageOf', { page: page + 1, pages })}</span>
      <button type="button" className={styles.secondary} disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}
