import { useTranslation } from '@inercise/shared/react-i18n';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import clipMp4 from '../../assets/media/atlas-exercise.mp4';
import clipWebm from '../../assets/media/atlas-exercise.webm';
import clipPoster from '../../assets/media/atlas-exercise-poster.webp';
import step1 from '../../assets/media/atlas-step-1.webp';
import step2 from '../../assets/media/atlas-step-2.webp';
import step3 from '../../assets/media/atlas-step-3.webp';
import step4 from '../../assets/media/atlas-step-4.webp';
import step5 from '../../assets/media/atlas-step-5.webp';
import ui from '../../components/ui.module.css';
import styles from './AtlasPage.module.css';

/** One exercise: the looping muted clip beside it and its five steps below, each with a drawing. */
export function ExerciseBlock() {
  const { t } = useTranslation('content');
  const reducedMotion = usePrefersReducedMotion();
  const steps = [
    { image: step1, title: t('atlas.exercise.step1.title'), text: t('atlas.exercise.step1.text'), alt: t('atlas.exercise.step1.alt') },
    { image: step2, title: t('atlas.exercise.step2.title'), text: t('atlas.exercise.step2.text'), alt: t('atlas.exercise.step2.alt') },
    { image: step3, title: t('atlas.exercise.step3.title'), text: t('atlas.exercise.step3.text'), alt: t('atlas.exercise.step3.alt') },
    { image: step4, title: t('atlas.exercise.step4.title'), text: t('atlas.exercise.step4.text'), alt: t('atlas.exercise.step4.alt') },
    { image: step5, title: t('atlas.exercise.step5.title'), text: t('atlas.exercise.step5.text'), alt: t('atlas.exercise.step5.alt') },
  ];
  return (
    <section className={ui.section} aria-labelledby="atlas-exercise">
      <div className={`${ui.container} ${styles.exercise}`}>
        <div className={styles.exerciseCopy}>
          <p className={ui.eyebrow}>{t('atlas.exercise.eyebrow')}</p>
          <h2 id="atlas-exercise" className={ui.title}>
            {t('atlas.exercise.title')}
          </h2>
          <p className={ui.lead}>{t('atlas.exercise.text')}</p>
        </div>
        <video
          className={styles.clip}
          width={720}
          height={720}
          poster={clipPoster}
          muted
          loop
          playsInline
          autoPlay={!reducedMotion}
          controls={reducedMotion}
          preload="metadata"
          aria-label={t('atlas.exercise.videoLabel')}
        >
          <source src={clipWebm} type="video/webm" />
          <source src={clipMp4} type="video/mp4" />
        </video>
      </div>
      <ol className={`${ui.container} ${styles.steps}`}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            {/* Each drawing shows the position its step describes; the step number it carries is the list's own. */}
            <img src={step.image} alt={step.alt} width={480} height={360} loading="lazy" className={styles.stepImage} />
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
