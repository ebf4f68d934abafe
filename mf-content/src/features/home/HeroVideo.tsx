import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Icon, mediaQueries, useInBrowser } from '@inercise/shared';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import desktopMp4 from '../../assets/media/hero-desktop.mp4';
import desktopWebm from '../../assets/media/hero-desktop.webm';
import desktopPosterAvif from '../../assets/media/hero-desktop-poster.avif';
import desktopPosterWebp from '../../assets/media/hero-desktop-poster.webp';
import mobileMp4 from '../../assets/media/hero-mobile.mp4';
import mobileWebm from '../../assets/media/hero-mobile.webm';
import mobilePosterAvif from '../../assets/media/hero-mobile-poster.avif';
import mobilePosterWebp from '../../assets/media/hero-mobile-poster.webp';
import styles from './HomePage.module.css';

/**
 * The hero's looping clip. The poster is a real <picture> painted first (AVIF, the phone crop below 768 px),
 * so the first paint never waits for video; the clip fades in over it once it plays. Nobody who asked for
 * reduced motion gets autoplay, and everybody can pause it.
 *
 * The clip has no poster of its own: it stays transparent until it plays, so the <picture> the server drew (and
 * the browser already fetched) is the poster; a second one would download the same picture again in another format.
 */
export function HeroVideo() {
  const { t } = useTranslation('content');
  const phone = useMediaQuery(mediaQueries.phone);
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(reducedMotion);

  useEffect(() => setPaused(reducedMotion), [reducedMotion]);
  // On the server (the first screen) only the poster is drawn: the clip and its control need the browser.
  const inBrowser = useInBrowser();

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) element.pause();
    // Browsers may refuse to play (data saver); the poster then simply stays.
    else void element.play()?.catch(() => setPlaying(false));
  }, [paused, phone]);

  return (
    <div className={styles.heroMedia}>
      <picture>
        <source media={mediaQueries.phone} srcSet={mobilePosterAvif} type="image/avif" />
        <source media={mediaQueries.phone} srcSet={mobilePosterWebp} type="image/webp" />
        <source srcSet={desktopPosterAvif} type="image/avif" />
        <img
          className={styles.heroPoster}
          src={desktopPosterWebp}
          alt={t('home.hero.videoLabel')}
          width={1280}
          height={720}
          fetchPriority="high"
        />
      </picture>
      {inBrowser ? (
        <>
          <video
            key={phone ? 'phone' : 'wide'}
            ref={video}
            className={`${styles.heroVideo} ${playing ? styles.heroVideoOn : ''}`}
            muted
            loop
            playsInline
            autoPlay={!paused}
            preload={paused ? 'none' : 'auto'}
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => setPlaying(true)}
          >
            <source src={phone ? mobileWebm : desktopWebm} type="video/webm" />
            <source src={phone ? mobileMp4 : desktopMp4} type="video/mp4" />
          </video>
          <button
            type="button"
            className={styles.heroToggle}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? t('home.hero.play') : t('home.hero.pause')}
          >
            {paused ? <Icon icon={Play} size={16} /> : <Icon icon={Pause} size={16} />}
          </button>
        </>
      ) : null}
    </div>
  );
}
