import { assetUrl, type Product } from '@inercise/shared';

/**
 * Absolute URLs of the images the product page's gallery shows, the main one first (its thumbnail's full-size
 * image when it has no gallery). For shared links and structured data, which need whole URLs.
 */
export function productImageUrls(product: Pick<Product, 'productImages' | 'thumbnail'>, origin: string): string[] {
  const names = product.productImages.length > 0 ? product.productImages.map((image) => image.image) : [product.thumbnail];
  return names.map((name) => new URL(assetUrl('image', name), origin).href);
}
