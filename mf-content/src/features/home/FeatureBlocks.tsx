import { useTranslation } from '@inercise/shared/react-i18n';
import { Picture } from '../../components/Picture';
import inertialAvif from '../../assets/media/feature-inertial.avif';
import inertialWebp from '../../assets/media/feature-inertial.webp';
import strengthAvif from '../../assets/media/feature-strength.avif';
import strengthWebp from '../../assets/media/feature-strength.webp';
import spectrumAvif from '../../assets/media/feature-spectrum.avif';
import spectrumWebp from '../../assets/media/feature-spectrum.webp';
import appAvif from '../../assets/media/feature-app.avif';
import appWebp from '../../assets/media/feature-app.webp';
import ui from '../../components/ui.module.css';
import styles from './HomePage.module.css';

/**
 * The home page's four feature blocks (docs/product-rules.md#pages-and-routes): inertial training; strength, power
 * and speed; spectrum; the app.
 */
export function FeatureBlocks() {
  const { t } = useTranslation('content');
  const features = [
    { key: 'inertial', title: t('home.features.inertial.title'), text: t('home.features.inertial.text'), alt: t('home.features.inertial.alt'), avif: inertialAvif, webp: inertialWebp },
    { key: 'strength', title: t('home.features.strength.title'), text: t('home.features.strength.text'), alt: t('home.features.strength.alt'), avif: strengthAvif, webp: strengthWebp },
    { key: 'spectrum', title: t('home.features.spectrum.title'), text: t('home.features.spectrum.text'), alt: t('home.features.spectrum.alt'), avif: spectrumAvif, webp: spectrumWebp },
    { key: 'app', title: t('home.features.app.title'), text: t('home.features.app.text'), alt: t('home.features.app.alt'), avif: appAvif, webp: appWebp },
  ];
  return (
    <section className={ui.section} aria-labelledby="home-features">
      <div className={ui.container}>
        <div className={ui.sectionHead}>
          <div>
            <p className={ui.eyebrow}>{t('home.features.eyebrow')}</p>
            <h2 id="home-features" className={ui.title}>
              {t('home.features.title')}
            </h2>
          </div>
        </div>
        <ul className={styles.features}>
          {features.map((feature, index) => (
            <li key={feature.key} className={styles.feature}>
              <div className={styles.featureMedia}>
                <Picture webp={feature.webp} avif={feature.avif} alt={feature.alt} width={800} height={600} className={ui.media} />
              </div>
              <div className={styles.featureText}>
                <span className={styles.featureIndex} aria-hidden="true">
                  0{index + 1}
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
