import { useTranslation } from '@inercise/shared/react-i18n';
import stepMobile from '../../assets/media/app-step-mobile.svg';
import stepDisk from '../../assets/media/app-step-disk.svg';
import stepDownload from '../../assets/media/app-step-download.svg';
import stepTraining from '../../assets/media/app-step-training.svg';
import ui from '../../components/ui.module.css';
import styles from './ApplicationPage.module.css';

/**
 * The four steps (mobile device, device disk, download, training). Each is highlighted on hover and, for
 * keyboard users, on focus: the steps are in the tab order for that reason.
 */
export function AppSteps() {
  const { t } = useTranslation('content');
  const steps = [
    { key: 'mobile', icon: stepMobile, title: t('application.steps.mobile.title'), text: t('application.steps.mobile.text') },
    { key: 'disk', icon: stepDisk, title: t('application.steps.disk.title'), text: t('application.steps.disk.text') },
    { key: 'download', icon: stepDownload, title: t('application.steps.download.title'), text: t('application.steps.download.text') },
    { key: 'training', icon: stepTraining, title: t('application.steps.training.title'), text: t('application.steps.training.text') },
  ];
  return (
    <section className={ui.section} aria-labelledby="application-steps">
      <div className={ui.container}>
        <h2 id="application-steps" className={`${ui.title} ${styles.stepsTitle}`}>
          {t('application.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <li key={step.key} className={styles.step} tabIndex={0} aria-labelledby={`application-step-${step.key}`}>
              <img src={step.icon} alt="" width={96} height={96} loading="lazy" className={styles.stepIcon} />
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 id={`application-step-${step.key}`}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
