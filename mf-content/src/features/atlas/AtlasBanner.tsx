import { useTranslation } from '@inercise/shared/react-i18n';
import { Picture } from '../../components/Picture';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useCountUp } from './useCountUp';
import banner1Avif from '../../assets/media/atlas-banner-1.avif';
import banner1Webp from '../../assets/media/atlas-banner-1.webp';
import banner2Avif from '../../assets/media/atlas-banner-2.avif';
import banner2Webp from '../../assets/media/atlas-banner-2.webp';
import banner3Avif from '../../assets/media/atlas-banner-3.avif';
import banner3Webp from '../../assets/media/atlas-banner-3.webp';
import ui from '../../components/ui.module.css';
import styles from './AtlasPage.module.css';

const EXERCISE_COUNT = 40;

/**
 * The atlas banner: three pictures cross-fading (CSS, still under reduced motion) behind the '40+' counter. The
 * count starts at 0 on the server and in the first render alike; without scripting the exact number is shown.
 */
export function AtlasBanner() {
  const { t } = useTranslation('content');
  const reducedMotion = usePrefersReducedMotion();
  const count = useCountUp(EXERCISE_COUNT, 1200, !reducedMotion);
  // Each picture shows another exercise, so each says which (all three are in the page, cross-fading).
  const banners = [
    { webp: banner1Webp, avif: banner1Avif, className: styles.bannerBase, alt: t('atlas.bannerAlts.squat') },
    { webp: banner2Webp, avif: banner2Avif, className: styles.bannerSecond, alt: t('atlas.bannerAlts.row') },
    { webp: banner3Webp, avif: banner3Avif, className: styles.bannerThird, alt: t('atlas.bannerAlts.deadlift') },
  ];
  return (
    <section className={styles.banner} aria-labelledby="atlas-title">
      <div className={styles.bannerImages}>
        {banners.map((banner, index) => (
          <Picture
            key={banner.className}
            webp={banner.webp}
            avif={banner.avif}
            alt={banner.alt}
            width={1440}
            height={600}
            priority={index === 0}
            className={banner.className}
          />
        ))}
      </div>
      <div className={`${ui.container} ${styles.bannerCopy}`}>
        <p className={styles.counter}>
          <span aria-hidden="true" className={styles.counterNumber}>
            {count}+
          </span>
          <span className={styles.counterExact}>{EXERCISE_COUNT}+ </span>
          <span className={styles.counterLabel}>{t('atlas.counter')}</span>
        </p>
        <h1 id="atlas-title" className={ui.display}>
          {t('atlas.title')}
        </h1>
        <p className={styles.bannerLead}>{t('atlas.lead')}</p>
      </div>
    </section>
  );
}
