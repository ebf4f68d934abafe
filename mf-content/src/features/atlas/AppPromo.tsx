import { ArrowRight } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Icon, SpaLink } from '@inercise/shared';
import { Picture } from '../../components/Picture';
import appScreenAvif from '../../assets/media/app-screen.avif';
import appScreenWebp from '../../assets/media/app-screen.webp';
import ui from '../../components/ui.module.css';
import styles from './AtlasPage.module.css';

/** The promo for the companion app at the foot of the atlas. */
export function AppPromo() {
  const { t } = useTranslation('content');
  return (
    <section className={ui.section} aria-labelledby="atlas-app">
      <div className={ui.container}>
        <div className={styles.promo}>
          <div className={styles.promoCopy}>
            <h2 id="atlas-app" className={ui.title}>
              {t('atlas.app.title')}
            </h2>
            <p className={styles.promoText}>{t('atlas.app.text')}</p>
            <SpaLink to="/application" className={ui.primary}>
              {t('atlas.app.cta')} <Icon icon={ArrowRight} size={18} />
            </SpaLink>
          </div>
          <div className={styles.promoMedia}>
            <Picture webp={appScreenWebp} avif={appScreenAvif} alt={t('application.screenAlt')} width={600} height={1200} className={styles.promoImage} />
          </div>
        </div>
      </div>
    </section>
  );
}
