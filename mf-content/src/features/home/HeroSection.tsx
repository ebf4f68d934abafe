import { useTranslation } from '@inercise/shared/react-i18n';
import { SpaLink } from '@inercise/shared';
import { HeroVideo } from './HeroVideo';
import ui from '../../components/ui.module.css';
import styles from './HomePage.module.css';

/** The first screen: the spinning flywheel, the promise and the way to the shop. */
export function HeroSection() {
  const { t } = useTranslation('content');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <HeroVideo />
      <div className={`${ui.container} ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          <p className={`${ui.eyebrow} ${ui.eyebrowOnDark}`}>{t('home.hero.eyebrow')}</p>
          <h1 id="home-title" className={ui.display}>
            {t('home.hero.title')}
          </h1>
          <p className={styles.heroLead}>{t('home.hero.lead')}</p>
          <div className={ui.actions}>
            <SpaLink to="/shop" className={ui.primary}>
              {t('home.hero.cta')}
            </SpaLink>
            <SpaLink to="/inercise" className={ui.secondaryOnDark}>
              {t('home.hero.secondary')}
            </SpaLink>
          </div>
        </div>
      </div>
    </section>
  );
}
