import '../i18n/registerTranslations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SpaLink,
  apiGet,
  assetUrl,
  currentPriceOf,
  formatPrice,
  useCurrency,
  useLanguage,
  type Page,
  type Product,
} from '@inercise/shared';
import styles from './ProductTeasers.module.css';

interface Props {
  /** How many of the first products to show (the home page shows 3). */
  count?: number;
}

/** The first N products as product blocks, for other teams' pages. */
export default function ProductTeasers({ count = 3 }: Props) {
  const { t } = useTranslation('catalog');
  const currency = useCurrency();
  const language = useLanguage();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    apiGet<Page<Product>>('/products')
      .then((page) => alive && setProducts(page.content.slice(0, count)))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [count]);

  if (failed) return <p role="alert">{t('common:errors.network')}</p>;
  return (
    <ul className={styles.grid} aria-busy={products === null}>
      {(products ?? []).map((product) => (
        <li key={product.id}>
          <SpaLink to={`/product?id=${product.id}`} className={styles.card}>
            <img
              src={assetUrl('thumbnail', product.thumbnail)}
              alt=""
              width={480}
              height={480}
              loading="lazy"
              className={styles.image}
            />
            <span className={styles.name}>{t(`products:${product.name}.name`)}</span>
            <span className={styles.price}>{formatPrice(currentPriceOf(product, currency), currency, language)}</span>
          </SpaLink>
        </li>
      ))}
    </ul>
  );
}
