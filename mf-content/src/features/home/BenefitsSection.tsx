import { ArrowRight, Check } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Icon, SpaLink } from '@inercise/shared';
import { Picture } from '../../components/Picture';
import benefitsAvif from '../../assets/media/benefits.avif';
import benefitsWebp from '../../assets/media/benefits.webp';
import ui from '../../components/ui.module.css';
import styles from './HomePage.module.css';

/** What training with the device gives you, with the way to the discover page. */
export function BenefitsSection() {
  const { t } = useTranslation('content');
  const benefits = [t('home.benefits.one'), t('home.benefits.two'), t('home.benefits.three'), t('home.benefits.four')];
  return (
    <section className={ui.sectionInk} aria-labelledby="home-benefits">
      <div className={`${ui.container} ${styles.split}`}>
        <div className={styles.benefitsMedia}>
          <Picture webp={benefitsWebp} avif={benefitsAvif} alt={t('home.benefits.alt')} width={1200} height={800} className={ui.media} />
        </div>
        <div>
          <p className={ui.eyebrow}>{t('home.benefits.eyebrow')}</p>
          <h2 id="home-benefits" className={ui.title}>
            {t('home.benefits.title')}
          </h2>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>
                <span className={styles.check} aria-hidden="true">
                  <Icon icon={Check} size={16} strokeWidth={3} />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <SpaLink to="/inercise" className={ui.secondaryOnDark}>
            {t('home.benefits.cta')} <Icon icon={ArrowRight} size={18} />
          </SpaLink>
        </div>
      </div>
    </section>
  );
}
