import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, selectAccessToken, useAppSelector, useLanguage, useLoad } from '@inercise/shared';
import { myCourses } from '@inercise/shared/endpoints/courses';
import { useProductTexts } from '@inercise/shared/product-texts';
import formStyles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import styles from './courses.module.css';

/**
 * "My courses" (docs/product-rules.md, "Digital products"): the courses of the customer's paid orders, each with its
 * own signed link to start watching; a refunded order's course is gone from the list.
 */
export function MyCourses() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const texts = useProductTexts();
  const token = useAppSelector(selectAccessToken);
  const loaded = useLoad(token ? (signal) => callEndpoint(myCourses, { token, signal }) : null, [token]);
  const date = (iso: string) => new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section className={pageStyles.page}>
      <h1>{t('courses.title')}</h1>
      <p className={pageStyles.intro}>{t('courses.intro')}</p>
      {loaded.status === 'ready' ? (
        loaded.data.length === 0 ? (
          <p className={styles.empty}>{t('courses.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {loaded.data.map((course) => {
              const name = texts.name(course.name, course.texts);
              return (
                <li key={course.productId} className={styles.course}>
                  <div className={styles.details}>
                    <h2 className={styles.name}>{name}</h2>
                    <p className={styles.muted}>{t('courses.bought', { orderNumber: course.orderNumber, date: date(course.grantedAt) })}</p>
                  </div>
                  <a className={formStyles.primary} href={course.accessUrl} target="_blank" rel="noopener noreferrer" aria-label={t('courses.startLabel', { name })}>
                    {t('courses.start')}
                  </a>
                </li>
              );
            })}
          </ul>
        )
      ) : loaded.status === 'failed' ? (
        <p role="alert">{t('courses.failed')}</p>
      ) : (
        <p role="status">{t('courses.loading')}</p>
      )}
    </section>
  );
}
