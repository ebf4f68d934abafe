import { useMemo, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useCurrency, useLoad, usePageMeta, type Product, type ProductType, type ProductTypeName } from '@inercise/shared';
import { AppLink } from '../../lib/AppLink';
import type { Catalogue } from '../firstScreen/catalogueHandoff';
import { ProductBlock, ProductBlockSkeleton } from '../productBlock/ProductBlock';
import { fetchProducts, peekProducts } from '../products/fetchProducts';
import { fetchProductTypes, peekProductTypes } from './fetchProductTypes';
import { filterProducts, inDisplayOrder, priceBounds, type PriceBounds } from './filterProducts';
import { PriceRangeSlider } from './PriceRangeSlider';
import { TypeChips } from './TypeChips';
import pageStyles from '../page.module.css';
import styles from './ShopPage.module.css';

const loadCatalogue = async (): Promise<Catalogue> => {
  const [products, types] = await Promise.all([fetchProducts(), fetchProductTypes()]);
  return { products, types: inDisplayOrder(types) };
};

const peekCatalogue = (): Catalogue | undefined => {
  const products = peekProducts();
  const types = peekProductTypes();
  return products && types ? { products, types: inDisplayOrder(types) } : undefined;
};

/** Blocks shown while loading: enough to fill the first screen at every width. */
const SKELETON_COUNT = 8;
/** Blocks in the first rows load their images at once (they are the page's largest paint). */
const EAGER_IMAGES = 4;

/** /shop: every product, filtered by type chips and a price range (docs/product-rules.md#catalogue-and-prices). */
export function ShopPage() {
  const { t } = useTranslation('catalog');
  const catalogue = useLoad(loadCatalogue, [], peekCatalogue);

  usePageMeta(t('meta.shopTitle'), t('meta.shopDescription'));

  return (
    <section className={pageStyles.page} aria-labelledby="shop-title">
      <h1 id="shop-title">{t('shop.title')}</h1>
      <p className={styles.intro}>{t('shop.intro')}</p>
      {catalogue.status === 'ready' ? (
        <FilteredProducts products={catalogue.data.products} types={catalogue.data.types} />
      ) : catalogue.status === 'failed' ? (
        <div role="alert" className={styles.error}>
          <p>{t('shop.error')}</p>
          <button type="button" className={styles.button} onClick={catalogue.retry}>
            {t('shop.retry')}
          </button>
        </div>
      ) : (
        <>
          <p role="status" className="visually-hidden">
            {t('shop.loading')}
          </p>
          <div className={styles.filtersSkeleton} aria-hidden="true" />
          <ul className={styles.grid} aria-busy="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index}>
                <ProductBlockSkeleton />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface FilteredProps {
  products: Product[];
  types: ProductType[];
}

function FilteredProducts({ products, types }: FilteredProps) {
  const { t } = useTranslation('catalog');
  const currency = useCurrency();
  const [selectedTypes, setSelectedTypes] = useState<ReadonlySet<ProductTypeName>>(new Set());
  const bounds = useMemo(() => priceBounds(products, currency), [products, currency]);
  // The chosen range belongs to the bounds it was chosen within: new products or another currency reset it.
  const [range, setRange] = useState<{ for: PriceBounds | null; value: PriceBounds } | null>(null);
  const price = range && range.for === bounds ? range.value : bounds;

  const visible = useMemo(
    () => filterProducts(products, { types: selectedTypes, price }, currency),
    [products, selectedTypes, price, currency],
  );

  const toggle = (name: ProductTypeName) =>
    setSelectedTypes((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  const filtered = selectedTypes.size > 0 || (price !== null && bounds !== null && (price.min !== bounds.min || price.max !== bounds.max));

  return (
    <>
      <div className={styles.filters} role="search" aria-label={t('shop.filters')}>
        <TypeChips types={types} selected={selectedTypes} onToggle={toggle} />
        {bounds && price ? (
          <PriceRangeSlider bounds={bounds} value={price} onChange={(value) => setRange({ for: bounds, value })} />
        ) : null}
      </div>
      <div className={styles.summary}>
        <p role="status" className={visible.length === 0 ? styles.empty : styles.count}>
          {visible.length === 0 ? t('shop.empty') : t('shop.resultCount', { count: visible.length })}
        </p>
        {filtered ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setSelectedTypes(new Set());
              setRange(null);
            }}
          >
            {t('shop.clearFilters')}
          </button>
        ) : null}
      </div>
      {visible.length > 0 ? (
        <ul className={styles.grid}>
          {visible.map((product, index) => (
            <li key={product.id}>
              <ProductBlock
                product={product}
                link={AppLink}
                headingLevel={2}
                imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                imagePriority={index === 0 ? 'high' : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
