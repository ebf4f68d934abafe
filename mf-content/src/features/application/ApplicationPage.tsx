import { useTranslation } from '@inercise/shared/react-i18n';
import { Picture } from '../../components/Picture';
import appScreenAvif from '../../assets/media/app-screen.avif';
import appScreenWebp from '../../assets/media/app-screen.webp';
import storeIos from '../../assets/media/store-ios.svg';
import storeAndroid from '../../assets/media/store-android.svg';
import { AppSteps } from './AppSteps';
import ui from '../../components/ui.module.css';
import styles from './ApplicationPage.module.css';
import { usePageMeta, useSeller } from '@inercise/shared';

/** /application: the app, where to get it, and four steps to the first training. */
export function ApplicationPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.application.title'), t('meta.application.description'));
  // The app's store pages are the seller's (GET /seller): the buttons wait for them rather than lead to a search.
  const seller = useSeller();
  return (
    <>
      <section className={styles.hero} aria-labelledby="application-title">
        <div className={`${ui.container} ${styles.heroGrid}`}>
          <div>
            <p className={`${ui.eyebrow} ${ui.eyebrowOnDark}`}>{t('application.eyebrow')}</p>
            <h1 id="application-title" className={ui.display}>
              {t('application.title')}
            </h1>
            <p className={styles.lead}>{t('application.lead')}</p>
            {seller && (
              <ul className={styles.stores}>
                <li>
                  <a href={seller.appStoreUrl} target="_blank" rel="noopener noreferrer" className={styles.store}>
                    <img src={storeIos} alt={t('application.ios')} height={52} width={141} />
                  </a>
                </li>
                <li>
                  <a href={seller.googlePlayUrl} target="_blank" rel="noopener noreferrer" className={styles.store}>
                    <img src={storeAndroid} alt={t('application.android')} height={52} width={178} />
                  </a>
                </li>
              </ul>
            )}
          </div>
          <div className={styles.screen}>
            <Picture webp={appScreenWebp} avif={appScreenAvif} alt={t('application.screenAlt')} width={600} height={1200} priority className={ui.media} />
          </div>
        </div>
      </section>
      <AppSteps />
    </>
  );
}
