import { useTranslation } from '@inercise/shared/react-i18n';
import { AdvantageBlock } from './AdvantageBlock';
import { DiscoverCycle } from './DiscoverCycle';
import { discoverFrames } from './discoverFrames';
import generalAvif from '../../assets/media/advantage-general.avif';
import generalWebp from '../../assets/media/advantage-general.webp';
import possibilitiesAvif from '../../assets/media/advantage-possibilities.avif';
import possibilitiesWebp from '../../assets/media/advantage-possibilities.webp';
import everywhereAvif from '../../assets/media/advantage-everywhere.avif';
import everywhereWebp from '../../assets/media/advantage-everywhere.webp';
import injuryAvif from '../../assets/media/advantage-injury.avif';
import injuryWebp from '../../assets/media/advantage-injury.webp';
import ui from '../../components/ui.module.css';
import styles from './InercisePage.module.css';
import { usePageMeta } from '@inercise/shared';

/** The four advantages in the page's order, each with its picture in both formats. */
const ADVANTAGES = [
  { key: 'general', webp: generalWebp, avif: generalAvif },
  { key: 'possibilities', webp: possibilitiesWebp, avif: possibilitiesAvif },
  { key: 'everywhere', webp: everywhereWebp, avif: everywhereAvif },
  { key: 'injury', webp: injuryWebp, avif: injuryAvif },
] as const;

/** /inercise: the device turning, how it works, and four advantages with alternating text sides. */
export function DiscoverPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.inercise.title'), t('meta.inercise.description'));
  const descriptions = [
    { title: t('inercise.how.title'), text: t('inercise.how.text') },
    { title: t('inercise.built.title'), text: t('inercise.built.text') },
    { title: t('inercise.measured.title'), text: t('inercise.measured.text') },
  ];
  const advantages = ADVANTAGES.map(({ key, webp, avif }) => ({
    key,
    title: t(`inercise.advantages.${key}.title`),
    text: t(`inercise.advantages.${key}.text`),
    alt: t(`inercise.advantages.${key}.alt`),
    webp,
    avif,
  }));
  return (
    <>
      <section className={styles.intro} aria-labelledby="inercise-title">
        <div className={`${ui.container} ${styles.introGrid}`}>
          <div>
            <p className={ui.eyebrow}>{t('inercise.eyebrow')}</p>
            <h1 id="inercise-title" className={ui.display}>
              {t('inercise.title')}
            </h1>
            <p className={ui.lead}>{t('inercise.lead')}</p>
          </div>
          <DiscoverCycle frames={discoverFrames} />
        </div>
      </section>
      <section className={ui.sectionInk} aria-label={t('inercise.how.title')}>
        <ul className={`${ui.container} ${styles.descriptions}`}>
          {descriptions.map((description) => (
            <li key={description.title}>
              <h2>{description.title}</h2>
              <p>{description.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={ui.section} aria-labelledby="inercise-advantages">
        <div className={ui.container}>
          <div className={ui.sectionHead}>
            <div>
              <p className={ui.eyebrow}>{t('inercise.advantages.eyebrow')}</p>
              <h2 id="inercise-advantages" className={ui.title}>
                {t('inercise.advantages.title')}
              </h2>
            </div>
          </div>
          <ul className={styles.advantages}>
            {advantages.map(({ key, ...advantage }, index) => (
              <AdvantageBlock key={key} {...advantage} index={index} reversed={index % 2 === 1} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
