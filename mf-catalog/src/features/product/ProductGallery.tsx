import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { assetUrl, type Product } from '@inercise/shared';
import styles from './ProductGallery.module.css';

/** The API renders product images at 1200×1200 and thumbnails at 480×480. */
const IMAGE_SIZE = 1200;
const THUMB_SIZE = 480;

interface Props {
  product: Product;
  /** The product's translated name, for the images' text alternatives. */
  name: string;
}

/** The main image and, when there are more, thumbnail buttons that switch it. */
export function ProductGallery({ product, name }: Props) {
  const { t } = useTranslation('catalog');
  const [active, setActive] = useState(0);
  const images = product.productImages.length > 0 ? product.productImages : [{ image: product.thumbnail, thumbnail: product.thumbnail }];
  const current = images[Math.min(active, images.length - 1)] ?? images[0];
  const total = images.length;

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current ? (
          <img
            key={current.image}
            className={styles.mainImage}
            src={assetUrl('image', current.image)}
            alt={t('product.imageAlt', { name, index: active + 1, total })}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            // The largest paint of the page: fetched first, never lazily.
            fetchPriority={active === 0 ? 'high' : 'auto'}
          />
        ) : null}
      </div>
      {total > 1 ? (
        <ul className={styles.thumbs} aria-label={t('product.gallery')}>
          {images.map((image, index) => (
            <li key={`${image.image}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('product.showImage', { index: index + 1, total })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setActive(index)}
              >
                <img src={assetUrl('thumbnail', image.thumbnail)} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
