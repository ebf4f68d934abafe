import { useTranslation } from '@inercise/shared/react-i18n';
import { currentPriceOf, formatPrice, lowestPrice30dOf, previousPriceOf, useCurrency, useLanguage, type Product } from '@inercise/shared';
import styles from './ProductPrice.module.css';

interface Props {
  product: Product;
  /** 'block': the product block's line; 'page': the product page's large price. */
  size?: 'block' | 'page';
}

/**
 * The current price in the chosen currency, and beside it the previous one struck through when there is one, with
 * the lowest price of the 30 days before the reduction: the Omnibus rule asks for it wherever a reduction is shown
 * (docs/product-rules.md#catalogue-and-prices).
 */
export function ProductPrice({ product, size = 'block' }: Props) {
  const { t } = useTranslation('catalog');
  const currency = useCurrency();
  const language = useLanguage();
  const previous = previousPriceOf(product, currency);
  const lowest = lowestPrice30dOf(product, currency);
  return (
    <span className={`${styles.prices} ${size === 'page' ? styles.page : ''}`} data-testid="product-price">
      <span className={`${styles.current} ${previous !== null ? styles.discounted : ''}`}>
        <span className="visually-hidden">{t('common:price.current')}: </span>
        {formatPrice(currentPriceOf(product, currency), currency, language)}
      </span>{' '}
      {previous !== null ? (
        <s className={styles.previous}>
          <span className="visually-hidden">{t('common:price.previous')}: </span>
          {formatPrice(previous, currency, language)}
        </s>
      ) : null}
      {lowest !== null ? (
        <>
          {' '}
          <span className={styles.lowest} data-testid="lowest-price-30d">
            {t('common:price.lowest30d', { price: formatPrice(lowest, currency, language) })}
          </span>
        </>
      ) : null}
    </span>
  );
}
