import { useState } from 'react';
import { assetUrl } from '@inercise/shared';
import fallbackImage from '../../assets/media/article-fallback.webp';

interface Props {
  kind: 'image' | 'thumbnail';
  name: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}

/** An article's picture from the API; our own branded picture stands in when the API has none. */
export function ArticleImage({ kind, name, alt, width, height, className, priority = false }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed || !name ? fallbackImage : assetUrl(kind, name)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
