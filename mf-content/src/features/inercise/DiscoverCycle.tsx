import { useEffect, useState } from 'react';
import { Pause, Play } from 'lucide';
import { Icon } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { DISCOVER_INTERVAL_MS, useImageCycle } from './useImageCycle';
import styles from './InercisePage.module.css';

interface Props {
  frames: readonly string[];
}

/**
 * The device turning: all frames are stacked and loaded up front (no flicker when one first shows), one is
 * visible at a time. Still for people who ask for reduced motion, and anyone can pause or play it.
 */
export function DiscoverCycle({ frames }: Props) {
  const { t } = useTranslation('content');
  const reducedMotion = usePrefersReducedMotion();
  const [running, setRunning] = useState(!reducedMotion);
  useEffect(() => setRunning(!reducedMotion), [reducedMotion]);
  const current = useImageCycle(frames.length, DISCOVER_INTERVAL_MS, running);

  return (
    <figure className={styles.cycle}>
      <div className={styles.frames} role="img" aria-label={t('inercise.cycleLabel')}>
        {/* The frames are parts of this one labelled picture: each alone is decorative. */}
        {frames.map((src, index) => (
          <img
            key={src}
            src={src}
            alt=""
            width={800}
            height={800}
            fetchPriority={index === 0 ? 'high' : 'low'}
            className={index === current ? styles.frameOn : styles.frame}
            data-frame={index}
            data-current={index === current ? 'true' : undefined}
          />
        ))}
      </div>
      <button
        type="button"
        className={styles.cycleToggle}
        onClick={() => setRunning((value) => !value)}
        aria-label={running ? t('inercise.pause') : t('inercise.play')}
        aria-pressed={!running}
      >
        {running ? <Icon icon={Pause} size={16} /> : <Icon icon={Play} size={16} />}
      </button>
    </figure>
  );
}
