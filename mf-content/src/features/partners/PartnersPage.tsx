import { ArrowUpRight } from 'lucide';
import { Icon, usePageMeta } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { partners, type PartnerKey } from './partners';
import ui from '../../components/ui.module.css';
import styles from './PartnersPage.module.css';

/** /partners: title, description and the three partner blocks with their links. */
export function PartnersPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.partners.title'), t('meta.partners.description'));
  const texts: Record<PartnerKey, { name: string; text: string; link: string }> = {
    kinetika: { name: t('partners.kinetika.name'), text: t('partners.kinetika.text'), link: t('partners.kinetika.link') },
    halny: { name: t('partners.halny.name'), text: t('partners.halny.text'), link: t('partners.halny.link') },
    ats: { name: t('partners.ats.name'), text: t('partners.ats.text'), link: t('partners.ats.link') },
  };
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <div className={styles.head}>
        <p className={ui.eyebrow}>{t('partners.eyebrow')}</p>
        <h1 className={ui.display}>{t('partners.title')}</h1>
        <p className={ui.lead}>{t('partners.lead')}</p>
      </div>
      <ul className={styles.grid}>
        {partners.map((partner) => {
          const text = texts[partner.key];
          return (
            <li key={partner.key} className={styles.card}>
              <div className={styles.logo}>
                <img src={partner.logo} alt={text.name} width={260} height={80} loading="lazy" />
              </div>
              <h2 className={styles.name}>{text.name}</h2>
              <p className={styles.text}>{text.text}</p>
              <a href={partner.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                <span>{text.link}</span>
                <Icon icon={ArrowUpRight} size={18} />
              </a>
              <span className={styles.host}>{partner.host}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
