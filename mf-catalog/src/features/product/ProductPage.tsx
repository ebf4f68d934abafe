import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useParams, useSearchParams } from '@inercise/shared/router';
import { isApiError, useLoad, usePageMeta, type Product } from '@inercise/shared';
import { AppLink } from '../../lib/AppLink';
import { ProductPrice } from '../productBlock/ProductPrice';
import { findProduct, peekProduct } from './findProduct';
import { lookupKey, productLookup, type ProductLookup } from './productLookup';
import { productMetaDescription } from './productMetaDescription';
import { productPaths } from './productPaths';
import { useProductAddress } from './useProductAddress';
import { choose, deliveryDays, initialSelection, type Selection } from './options';
import { AddToCart } from './AddToCart';
import { OptionPickers } from './OptionPickers';
import { OtherProducts } from './OtherProducts';
import { ProductGallery } from './ProductGallery';
import { SpecificationTable } from './SpecificationTable';
import pageStyles from '../page.module.css';
import styles from './ProductPage.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';

/** The API's answer for an id or slug it does not know (404) or cannot read (400). */
const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * /product/{slug} (either language's, or one the product had before a rename) and the older /product?id={id}:
 * one product with its options, add to cart, specification and other products, at its own address.
 */
export function ProductPage() {
  const { slug } = useParams();
  const [search] = useSearchParams();
  const lookup = productLookup(slug, search.get('id'));
  if (lookup === null) return <ProductNotFound />;
  return <LoadedProduct lookup={lookup} />;
}

/** A product as the load answered it, with the lookup it answered. */
interface Found {
  key: string;
  product: Product;
}

function LoadedProduct({ lookup }: { lookup: ProductLookup }) {
  const { t } = useTranslation('catalog');
  const key = lookupKey(lookup);
  // The catalogue this bundle already holds has every product in full: a product opened from the shop shows at once.
  const product = useLoad<Found>(
    async (signal) => ({ key, product: await findProduct(lookup, signal) }),
    [key],
    () => {
      const known = peekProduct(lookup);
      return known && { key, product: known };
    },
  );
  useScrollToTopOnChange(product.data?.product.id ?? null);

  if (product.status === 'ready') {
    // Kept for the moment between a new address and its lookup (the same product in the other language keeps the
    // shopper's choices); only a product found for this address moves the address bar.
    const { product: shown, key: foundFor } = product.data;
    return <ProductDetails key={shown.id} product={shown} atItsAddress={foundFor === key} />;
  }
  if (product.status === 'failed') {
    if (isNotFound(product.error)) return <ProductNotFound />;
    return (
      <section className={pageStyles.page} aria-labelledby="product-title">
        <h1 id="product-title">{t('product.errorTitle')}</h1>
        <div role="alert" className={styles.error}>
          <p>{t('product.errorText')}</p>
          <button type="button" className={styles.secondary} onClick={product.retry}>
            {t('product.retry')}
          </button>
        </div>
      </section>
    );
  }
  return <ProductSkeleton />;
}

function ProductDetails({ product, atItsAddress }: { product: Product; atItsAddress: boolean }) {
  const { t } = useTranslation('catalog');
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const texts = useProductTexts();
  const name = texts.name(product.name, product.texts);
  const description = texts.description(product.name, product.texts);
  const days = deliveryDays(product, selection);

  usePageMeta(name, productMetaDescription(description, name), productPaths(product));
  useProductAddress(product, atItsAddress);

  return (
    <article className={pageStyles.page} aria-labelledby="product-title">
      <div className={styles.layout}>
        <ProductGallery product={product} name={name} />
        <div className={styles.info}>
          <h1 id="product-title" className={styles.title}>
            {name}
          </h1>
          <div className={styles.price}>
            <ProductPrice product={product} size="page" />
          </div>
          {description ? (
            <div className={styles.description}>
              {description
                .split('\n')
                .filter((line) => line.trim() !== '')
                .map((line, index) => (
                  <p key={index}>{line}</p>
                ))}
            </div>
          ) : null}
          {product.properties.length > 0 ? (
            <form className={styles.options} aria-label={t('product.options')} onSubmit={(event) => event.preventDefault()}>
              <OptionPickers
                product={product}
                selection={selection}
                onChoose={(property, value) => setSelection((current) => choose(current, property, value))}
              />
            </form>
          ) : null}
          <p className={styles.delivery} aria-live="polite">
            {days === null ? '' : t('product.deliveryTime', { count: days })}
          </p>
          <AddToCart product={product} selection={selection} name={name} />
        </div>
      </div>
      <SpecificationTable product={product} />
      <OtherProducts currentId={product.id} />
    </article>
  );
}

function ProductNotFound() {
  const { t } = useTranslation('catalog');
  usePageMeta(t('meta.productNotFoundTitle'), null);
  return (
    <section className={pageStyles.page} aria-labelledby="product-title">
      <h1 id="product-title">{t('product.notFoundTitle')}</h1>
      <p>{t('product.notFoundText')}</p>
      <AppLink to="/shop" className={styles.secondary}>
        {t('product.backToShop')}
      </AppLink>
    </section>
  );
}

/** The page's shape while the product loads: the gallery square and the text column keep their place. */
function ProductSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <section className={pageStyles.page} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('product.loading')}
      </p>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.skeletonImage} />
        <div className={styles.info}>
          <div className={`${styles.skeletonLine} ${styles.skeletonTitle}`} />
          <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
          <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
        </div>
      </div>
    </section>
  );
}

/**
 * Going from one product to another by id keeps the path (/product), so the shell does not scroll: this does, when
 * another product shows (not when the same one moves to its own address).
 */
function useScrollToTopOnChange(id: number | null) {
  const previous = useRef(id);
  useEffect(() => {
    if (id === null) return;
    if (previous.current !== null && previous.current !== id) window.scrollTo(0, 0);
    previous.current = id;
  }, [id]);
}
