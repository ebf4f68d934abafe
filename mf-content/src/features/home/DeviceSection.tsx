import { useTranslation } from '@inercise/shared/react-i18n';
import { SpaLink, formatPrice, productPath, useCurrency, useLanguage } from '@inercise/shared';
import { Picture } from '../../components/Picture';
import deviceSetAvif from '../../assets/media/device-set.avif';
import deviceSetWebp from '../../assets/media/device-set.webp';
import { DEVICE_SET_ID, DEVICE_SET_PRICE, DEVICE_SET_SLUGS } from './deviceSetPrice';
import ui from '../../components/ui.module.css';
import styles from './HomePage.module.css';

/** The device set with its fixed price in the shopper's currency. */
export function DeviceSection() {
  const { t } = useTranslation('content');
  const currency = useCurrency();
  const language = useLanguage();
  const items = [t('home.device.item1'), t('home.device.item2'), t('home.device.item3'), t('home.device.item4')];
  return (
    <section className={ui.sectionMist} aria-labelledby="home-device">
      <div className={`${ui.container} ${styles.device}`}>
        <div className={styles.deviceMedia}>
          <Picture webp={deviceSetWebp} avif={deviceSetAvif} alt={t('home.device.alt')} width={1200} height={900} className={ui.media} />
        </div>
        <div className={styles.deviceCopy}>
          <p className={ui.eyebrow}>{t('home.device.eyebrow')}</p>
          <h2 id="home-device" className={ui.title}>
            {t('home.device.title')}
          </h2>
          <p className={ui.lead}>{t('home.device.text')}</p>
          <h3 className={styles.includes}>{t('home.device.includes')}</h3>
          <ul className={styles.itemList}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className={styles.priceRow}>
            <p className={styles.price}>
              <span className={styles.priceLabel}>{t('home.device.priceLabel')}</span>
              <strong data-testid="device-set-price">{formatPrice(DEVICE_SET_PRICE[currency], currency, language)}</strong>
            </p>
            <SpaLink to={productPath({ id: DEVICE_SET_ID, slugs: DEVICE_SET_SLUGS }, language)} className={ui.primary}>
              {t('home.device.cta')}
            </SpaLink>
          </div>
        </div>
      </div>
    </section>
  );
}
