import { useId, type CSSProperties } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { formatPrice, useCurrency, useInBrowser, useLanguage } from '@inercise/shared';
import type { PriceBounds } from './filterProducts';
import styles from './PriceRangeSlider.module.css';

interface Props {
  /** The slider's ends: the lowest and highest price in the current currency. */
  bounds: PriceBounds;
  /** The chosen range, within the bounds. */
  value: PriceBounds;
  onChange: (next: PriceBounds) => void;
}

/**
 * A two-thumb price range: two native range inputs on one track, so keyboards (arrows, Page Up/Down, Home/End),
 * touch and screen readers work as they do with any slider; each announces its value as a price in the currency.
 */
export function PriceRangeSlider({ bounds, value, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const currency = useCurrency();
  const language = useLanguage();
  const id = useId();
  const inBrowser = useInBrowser();
  const format = (amount: number) => formatPrice(amount, currency, language);
  const span = bounds.max - bounds.min;
  const percent = (amount: number) => (span > 0 ? ((amount - bounds.min) / span) * 100 : 0);
  // Where both thumbs meet, the one that can still move must be on top.
  const lowOnTop = value.min > bounds.min + span / 2;
  const trackStyle = { '--low': percent(value.min), '--high': percent(value.max) } as CSSProperties;

  return (
    <fieldset className={styles.slider}>
      <legend className={styles.legend}>{t('shop.price')}</legend>
      {/* Each thumb announces its own value; this line is for the eye. */}
      <p className={styles.output} aria-hidden="true">
        {t('shop.priceRange', { low: format(value.min), high: format(value.max) })}
      </p>
      {/* The server's first screen carries no style attribute (the page's CSP refuses them); its full range is the
          stylesheet's default. In the browser React sets the range through the CSSOM, which the CSP allows. */}
      <div className={styles.track} style={inBrowser ? trackStyle : undefined}>
        <span className={styles.fill} aria-hidden="true" />
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t('shop.priceMin')}
        </label>
        <input
          id={`${id}-min`}
          className={`${styles.range} ${lowOnTop ? styles.onTop : ''}`}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={value.min}
          aria-valuetext={format(value.min)}
          onChange={(event) => onChange({ min: Math.min(Number(event.target.value), value.max), max: value.max })}
        />
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t('shop.priceMax')}
        </label>
        <input
          id={`${id}-max`}
          className={styles.range}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={value.max}
          aria-valuetext={format(value.max)}
          onChange={(event) => onChange({ min: value.min, max: Math.max(Number(event.target.value), value.min) })}
        />
      </div>
      <div className={styles.ends} aria-hidden="true">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
    </fieldset>
  );
}
