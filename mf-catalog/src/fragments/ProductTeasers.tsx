import '../i18n/registerTranslations';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SpaLink, useLoad, type FragmentComponent, type FragmentProps } from '@inercise/shared';
import { ProductBlock, ProductBlockSkeleton } from '../features/productBlock/ProductBlock';
import { fetchProducts, peekProducts } from '../features/products/fetchProducts';
import styles from './ProductTeasers.module.css';

/**
 * The first N products as product blocks, for other teams' pages (rendered through RemoteFragment, outside this
 * bundle's router: links are SpaLinks). Lazy images with fixed dimensions and same-size placeholders: no shift.
 * Its props are the Fragments map's entry: the hosts are type-checked against the same one.
 */
function ProductTeasers({ count = 3, headingLevel = 3 }: FragmentProps<'mf-catalog/ProductTeasers'>) {
  const { t } = useTranslation('catalog');
  const products = useLoad(() => fetchProducts(), [], peekProducts);
  const size = Math.max(0, Math.floor(count));

  if (products.status === 'failed') {
    return (
      <div role="alert" className={styles.error}>
        <p>{t('shop.error')}</p>
        <button type="button" className={styles.retry} onClick={products.retry}>
          {t('shop.retry')}
        </button>
      </div>
    );
  }

  const shown = products.status === 'ready' ? products.data.slice(0, size) : null;
  // A class per column count rather than a style attribute, which the shop's content security policy refuses in
  // the server's markup.
  const columns = styles[`columns${Math.min(size, 4) || 1}`];
  return (
    <ul className={`${styles.grid} ${columns ?? ''}`} aria-busy={shown === null}>
      {shown
        ? shown.map((product) => (
            <li key={product.id}>
              <ProductBlock product={product} link={SpaLink} headingLevel={headingLevel} imageLoading="lazy" />
            </li>
          ))
        : Array.from({ length: size }, (_, index) => (
            <li key={index}>
              <ProductBlockSkeleton />
            </li>
          ))}
    </ul>
  );
}

export default ProductTeasers satisfies FragmentComponent<'mf-catalog/ProductTeasers'>;
