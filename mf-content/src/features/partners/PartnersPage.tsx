import { ArrowUpRight } from 'lucide';
import { Icon, useLoad, usePageMeta } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { PageLoading } from '../../components/PageLoading';
import { loadPartners, peekPartners, shownAddress } from './partnerList';
import ui from '../../components/ui.module.css';
import styles from './PartnersPage.module.css';

/** /partners: title, description and a block per partner with its link: the partners the checkout offers. */
export function PartnersPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.partners.title'), t('meta.partners.description'));
  const partners = useLoad(() => loadPartners(), [], peekPartners);
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <div className={styles.head}>
        <p className={ui.eyebrow}>{t('partners.eyebrow')}</p>
        <h1 className={ui.display}>{t('partners.title')}</h1>
        <p className={ui.lead}>{t('partners.lead')}</p>
      </div>
      {partners.status === 'failed' ? (
        <p role="alert">{t('partners.failed')}</p>
      ) : partners.status !== 'ready' ? (
        <PageLoading />
      ) : partners.data.length === 0 ? (
        <p>{t('partners.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {partners.data.map((partner) => (
            <li key={partner.id} className={styles.card}>
              <h2 className={styles.name}>{partner.name}</h2>
              {partner.website !== '' && (
                <>
                  <a href={partner.website} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    <span>{t('partners.visit', { name: partner.name })}</span>
                    <Icon icon={ArrowUpRight} size={18} />
                  </a>
                  <span className={styles.host}>{shownAddress(partner.website)}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
