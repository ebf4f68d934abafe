import { ArrowUpRight, Mail, Phone } from 'lucide';
import { Icon, usePageMeta } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ContactForm } from './ContactForm';
import { shopContacts } from './shopContacts';
import ui from '../../components/ui.module.css';
import styles from './ContactPage.module.css';

/** The contact form with the shop's direct contacts and social links. */
export function ContactPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.contact.title'), t('meta.contact.description'));
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <div className={styles.intro}>
        <p className={ui.eyebrow}>{t('contact.eyebrow')}</p>
        <h1 className={ui.display}>{t('contact.title')}</h1>
        <p className={ui.lead}>{t('contact.lead')}</p>
        <h2 className={styles.subhead}>{t('contact.direct')}</h2>
        <ul className={styles.direct}>
          <li>
            <Icon icon={Mail} size={18} />
            <a href={`mailto:${shopContacts.email}`}>{shopContacts.email}</a>
          </li>
          <li>
            <Icon icon={Phone} size={18} />
            <a href={`tel:${shopContacts.phone.dialled}`}>{shopContacts.phone.shown}</a>
          </li>
        </ul>
        <h2 className={styles.subhead}>{t('contact.social')}</h2>
        <ul className={styles.social}>
          {shopContacts.socialLinks.map((link) => (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                {link.name} <Icon icon={ArrowUpRight} size={16} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.card}>
        <ContactForm />
      </div>
    </div>
  );
}
