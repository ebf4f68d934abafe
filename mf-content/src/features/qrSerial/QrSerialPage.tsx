import { useTranslation } from 'react-i18next';
import { useSearchParams, useParams } from 'react-router';
import styles from '../page.module.css';

export function QrSerialPage() {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();
  const serialNumber = useParams().serialNumber;
  return (
    <section className={styles.page} aria-labelledby="qrSerial-title">
      <h1 id="qrSerial-title">{t('routes.qrSerial.title')}</h1>
      <p>{t('routes.qrSerial.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}
      {serialNumber ? <p data-testid="serial-number">{serialNumber}</p> : null}
    </section>
  );
}
