import type { ImgHTMLAttributes } from 'react';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  /** The WebP file (every browser we support shows it); AVIF is offered first when there is one. */
  webp: string;
  avif?: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once and ask for it early. Otherwise lazy. */
  priority?: boolean;
}

/** One image with fixed dimensions (no layout shift), AVIF before WebP, lazy unless it is above the fold. */
export function Picture({ webp, avif, alt, width, height, priority = false, ...rest }: Props) {
  return (
    <picture>
      {avif ? <source srcSet={avif} type="image/avif" /> : null}
      <source srcSet={webp} type="image/webp" />
      <img
        {...rest}
        src={webp}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
