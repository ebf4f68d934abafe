import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { assetUrl, productPath, useLanguage, type Product } from '@inercise/shared';
import { ProductPrice } from './ProductPrice';
import styles from './ProductBlock.module.css';
import { useProductTexts } from '@inercise/shared/product-texts';

/** How a block links to its product: React Router's Link inside the app, SpaLink in a fragment. */
type BlockLink = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

/** The thumbnail's intrinsic size (the API renders thumbnails at 480×480): the space is kept before it loads. */
const THUMBNAIL_SIZE = 480;

interface Props {
  product: Product;
  link: BlockLink;
  /** The name's heading level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Blocks below the fold load lazily; the first row of the shop may load at once. */
  imageLoading?: 'lazy' | 'eager';
  /** The page's largest paint (the shop's first block) is asked for before the other images. */
  imagePriority?: 'high';
  /**
   * 'hover': above 1380 px hovering turns the name accent and slides in a "see" button
   * (docs/product-rules.md#catalogue-and-prices);
   * 'always': a visible "see product" button at every width (the product page's other products).
   */
  see?: 'hover' | 'always';
}

/** A product as the shop, the product page and the home page's teasers show it: image, name, price. */
export function ProductBlock({ product, link: Link, headingLevel = 3, imageLoading = 'lazy', imagePriority, see = 'hover' }: Props) {
  const { t } = useTranslation('catalog');
  const texts = useProductTexts();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <Link to={productPath(product, language)} className={`${styles.block} ${see === 'always' ? styles.seeAlways : ''}`}>
      <span className={styles.media}>
        <img
          className={styles.image}
          src={assetUrl('thumbnail', product.thumbnail)}
          // The name is right below: the picture adds nothing a screen reader should hear twice.
          alt=""
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          loading={imageLoading}
          fetchPriority={imagePriority}
        />
      </span>
      <Heading className={styles.name}>{texts.name(product.name, product.texts)}</Heading>
      <ProductPrice product={product} />
      {see === 'always' ? (
        <span className={styles.see}>{t('block.seeProduct')}</span>
      ) : (
        <span className={styles.see} aria-hidden="true">
          {t('block.see')}
        </span>
      )}
    </Link>
  );
}

/** The block's shape while the products load: the same size, so nothing moves when they arrive. */
export function ProductBlockSkeleton() {
  return (
    <span className={styles.skeleton} aria-hidden="true" data-testid="product-skeleton">
      <span className={styles.media} />
      <span className={styles.skeletonLine} />
      <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
    </span>
  );
}
