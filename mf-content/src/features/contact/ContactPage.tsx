import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function ContactPage() {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="contact-title">
      <h1 id="contact-title">{t('routes.contact.title')}</h1>
      <p>{t('routes.contact.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
