import { ArrowRight } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Icon, RemoteFragment, SpaLink } from '@inercise/shared';
import ui from '../../components/ui.module.css';
import styles from './HomePage.module.css';

/** The catalog team's first three products, in a slot that keeps its height while they load (when near the viewport). */
export function ProductsSection() {
  const { t } = useTranslation('content');
  return (
    <section className={ui.section} aria-labelledby="home-products">
      <div className={ui.container}>
        <div className={ui.sectionHead}>
          <div>
            <p className={ui.eyebrow}>{t('home.products.eyebrow')}</p>
            <h2 id="home-products" className={ui.title}>
              {t('home.products.title')}
            </h2>
          </div>
          <SpaLink to="/shop" className={ui.textLink}>
            {t('home.products.all')} <Icon icon={ArrowRight} size={18} />
          </SpaLink>
        </div>
        <div className={styles.products}>
          <RemoteFragment
            fragment="mf-catalog/ProductTeasers"
            props={{ count: 3 }}
            placeholder={<div className={styles.productsPlaceholder} />}
            deferred
          />
        </div>
      </div>
    </section>
  );
}
