import { ArrowUpRight, Mail, Phone } from 'lucide';
import { Icon, phoneShown, usePageMeta, useSeller } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SellerDetails } from '../../components/SellerDetails';
import { ContactForm } from './ContactForm';
import { socialLinks } from './socialLinks';
import ui from '../../components/ui.module.css';
import styles from './ContactPage.module.css';

/** The contact form with the seller's e-mail, phone and registered details, and the shop's social links. */
export function ContactPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.contact.title'), t('meta.contact.description'));
  // Handed over by the page that was drawn on the server; asked of the API otherwise (left out until it answers).
  const seller = useSeller();
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <div className={styles.intro}>
        <p className={ui.eyebrow}>{t('contact.eyebrow')}</p>
        <h1 className={ui.display}>{t('contact.title')}</h1>
        <p className={ui.lead}>{t('contact.lead')}</p>
        {seller && (
          <>
            <h2 className={styles.subhead}>{t('contact.direct')}</h2>
            <ul className={styles.direct}>
              <li>
                <Icon icon={Mail} size={18} />
                <a href={`mailto:${seller.email}`}>{seller.email}</a>
              </li>
              <li>
                <Icon icon={Phone} size={18} />
                <a href={`tel:${seller.phone}`}>{phoneShown(seller.phone)}</a>
              </li>
            </ul>
          </>
        )}
        <h2 className={styles.subhead}>{t('contact.social')}</h2>
        <ul className={styles.social}>
          {socialLinks.map((link) => (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                {link.name} <Icon icon={ArrowUpRight} size={16} />
              </a>
            </li>
          ))}
        </ul>
        {seller && (
          <section aria-labelledby="contact-seller">
            <h2 id="contact-seller" className={styles.subhead}>
              {t('contact.seller')}
            </h2>
            <SellerDetails seller={seller} className={styles.seller} />
          </section>
        )}
      </div>
      <div className={styles.card}>
        <ContactForm />
      </div>
    </div>
  );
}
