import { assetUrl } from '@inercise/shared';
import styles from './ProductThumbnail.module.css';

interface Props {
  thumbnail: string;
  alt: string;
  size: 'small' | 'large';
}

/** A product's square thumbnail on mist, with fixed dimensions so nothing shifts while it loads. */
export function ProductThumbnail({ thumbnail, alt, size }: Props) {
  const pixels = size === 'small' ? 56 : 112;
  return (
    <img
      className={`${styles.thumbnail} ${styles[size]}`}
      src={assetUrl('thumbnail', thumbnail)}
      alt={alt}
      width={pixels}
      height={pixels}
      loading="lazy"
    />
  );
}
