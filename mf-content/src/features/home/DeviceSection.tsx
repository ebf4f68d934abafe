import { useTranslation } from '@inercise/shared/react-i18n';
import {
  SpaLink,
  currentPriceOf,
  formatPrice,
  lowestPrice30dOf,
  previousPriceOf,
  productPath,
  useCurrency,
  useLanguage,
  useLoad,
} from '@inercise/shared';
import { Picture } from '../../components/Picture';
import deviceSetAvif from '../../assets/media/device-set.avif';
import deviceSetWebp from '../../assets/media/device-set.webp';
import { DEVICE_SET_ID, DEVICE_SET_SLUGS, fetchDeviceSetPrices, peekDeviceSetPrices, type DeviceSetPrices } from './deviceSetPrice';
import ui from '../../components/ui.module.css';
import styles from './HomePage.module.css';

/**
 * The set's price in the shopper's currency as the catalogue has it (an owner's change in the back office shows
 * here too); a reduction shows the previous price struck through and the lowest of the 30 days before it.
 */
function SetPrice({ prices }: { prices: DeviceSetPrices }) {
  const { t } = useTranslation('content');
  const currency = useCurrency();
  const language = useLanguage();
  const previous = previousPriceOf(prices, currency);
  const lowest = lowestPrice30dOf(prices, currency);
  return (
    <>
      <strong data-testid="device-set-price">{formatPrice(currentPriceOf(prices, currency), currency, language)}</strong>
      {previous !== null ? (
        <s className={styles.previousPrice}>
          <span className="visually-hidden">{t('common:price.previous')}: </span>
          {formatPrice(previous, currency, language)}
        </s>
      ) : null}
      {lowest !== null ? (
        <span className={styles.lowestPrice} data-testid="lowest-price-30d">
          {t('common:price.lowest30d', { price: formatPrice(lowest, currency, language) })}
        </span>
      ) : null}
    </>
  );
}

/** The device set with its price in the shopper's currency. */
export function DeviceSection() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  // The first screen's prices, when it handed them over, are the first render's too.
  const prices = useLoad(() => fetchDeviceSetPrices(), [], peekDeviceSetPrices);
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
            {prices.status === 'failed' ? null : (
              <p className={styles.price} aria-busy={prices.status === 'loading'}>
                <span className={styles.priceLabel}>{t('home.device.priceLabel')}</span>
                {prices.status === 'ready' ? <SetPrice prices={prices.data} /> : <span className={styles.pricePending} />}
              </p>
            )}
            <SpaLink to={productPath({ id: DEVICE_SET_ID, slugs: DEVICE_SET_SLUGS }, language)} className={ui.primary}>
              {t('home.device.cta')}
            </SpaLink>
          </div>
        </div>
      </div>
    </section>
  );
}
