import { useTranslation } from '@inercise/shared/react-i18n';
import { RemoteFragment, openConsentSettings, useLanguage } from '@inercise/shared';
import { ConsentSlot } from './ConsentSlot';
import { NavLink } from './NavLink';
import { useServerDrawnPage } from './ServerDrawnPage';
import { PaymentLogos } from './PaymentLogos';
import { SellerAddress } from './SellerAddress';
import { SocialIcon } from './SocialIcon';
import logoLightUrl from '../assets/logo-light.svg';
import styles from './Footer.module.css';

const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/inercise', icon: 'facebook' },
  { name: 'Instagram', href: 'https://www.instagram.com/inercise', icon: 'instagram' },
  { name: 'YouTube', href: 'https://www.youtube.com/@inercise', icon: 'youtube' },
] as const;

/** A newsletter mail's link was opened: the form that answers it loads at once, not when scrolled to. */
const newsletterLinkOpened = (): boolean => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('newsletterToken');

/**
 * The footer (docs/product-rules.md#header-footer-and-navigation): brand text, social links, quick links, the seller,
 * newsletter (content team), payment methods.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  // Drawn by the server for a page without scripts, where no analytics runs: no settings to change there.
  const inBrowser = useServerDrawnPage() === null;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brand} aria-label="Inercise">
          <img src={logoLightUrl} alt="Inercise" width={148} height={28} loading="lazy" />
          <p>{t('footer.brand')}</p>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {socialLinks.map(({ name, href, icon }) => (
              <li key={name}>
                <a href={href} aria-label={name} rel="noopener noreferrer" target="_blank">
                  <SocialIcon name={icon} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label={t('footer.quickLinks')} className={styles.column}>
          <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
          <ul className={styles.links}>
            <li><NavLink to="/inercise">{t('footer.device')}</NavLink></li>
            <li><NavLink to="/shop">{t('footer.shop')}</NavLink></li>
            <li><NavLink to="/privacy-policy">{t('footer.privacy')}</NavLink></li>
            <li><NavLink to="/terms-of-sale">{t('footer.terms')}</NavLink></li>
            <li><NavLink to="/contact">{t('footer.contactForm')}</NavLink></li>
            {inBrowser ? (
              <li>
                <button type="button" className={styles.textButton} onClick={openConsentSettings}>
                  {t('footer.cookieSettings')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <SellerAddress />
        <section className={styles.column} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>{t('footer.newsletter')}</h2>
          <p className={styles.muted}>{t('footer.newsletterIntro')}</p>
          <RemoteFragment fragment="mf-content/NewsletterForm" deferred={!newsletterLinkOpened()} />
        </section>
      </div>
      <div className={styles.bottom}>
        <PaymentLogos language={language} />
        <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
      {inBrowser ? <ConsentSlot /> : null}
    </footer>
  );
}
