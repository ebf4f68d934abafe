import { useTranslation } from '@inercise/shared/react-i18n';
import { useLoad } from '@inercise/shared';
import { AppLink } from '../../lib/AppLink';
import { ProductBlock, ProductBlockSkeleton } from '../productBlock/ProductBlock';
import { fetchProducts, peekProducts } from '../products/fetchProducts';
import styles from './ProductPage.module.css';

/** docs/product-rules.md#catalogue-and-prices: the product page shows up to 4 other products. */
const OTHER_PRODUCTS = 4;

/** Up to four other products, each with a "see product" button. Without the list, the section is left out. */
export function OtherProducts({ currentId }: { currentId: number }) {
  const { t } = useTranslation('catalog');
  const products = useLoad(() => fetchProducts(), [], peekProducts);
  if (products.status === 'failed') return null;
  const others = products.status === 'ready' ? products.data.filter((product) => product.id !== currentId).slice(0, OTHER_PRODUCTS) : null;
  if (others?.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-others-title">
      <h2 id="product-others-title" className={styles.sectionTitle}>
        {t('product.otherProducts')}
      </h2>
      <ul className={styles.others} aria-busy={others === null}>
        {others
          ? others.map((product) => (
              <li key={product.id}>
                <ProductBlock product={product} link={AppLink} headingLevel={3} see="always" />
              </li>
            ))
          : Array.from({ length: OTHER_PRODUCTS }, (_, index) => (
              <li key={index}>
                <ProductBlockSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
