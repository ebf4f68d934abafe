import { BRAND, currencyNames, currentPriceOf, roundMoney, type CurrencyName, type Product, type StructuredData } from '@inercise/shared';
import { isPurchasable } from '../product/options';

export interface ProductFacts {
  product: Product;
  /** Name and description in the page's language. */
  name: string;
  description: string;
  /** The product page's canonical absolute URL. */
  url: string;
  /** Absolute URLs of the product's images, the main one first. */
  images: readonly string[];
}

/**
 * schema.org Product with one Offer per currency the shop sells in, each at the price the page shows in that
 * currency and available when the page lets a shopper add the product to the cart. The SKU is the product's id:
 * the one identifier the shop has for a product, and what carts and orders name it by.
 */
export function productStructuredData({ product, name, description, url, images }: ProductFacts): StructuredData {
  const availability = isPurchasable(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const offer = (currency: CurrencyName) => ({
    '@type': 'Offer',
    price: roundMoney(currentPriceOf(product, currency)).toFixed(2),
    priceCurrency: currency,
    availability,
    itemCondition: 'https://schema.org/NewCondition',
    url,
  });
  const text = description.replace(/\s+/g, ' ').trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(text === '' ? {} : { description: text }),
    image: [...images],
    sku: String(product.id),
    brand: { '@type': 'Brand', name: BRAND },
    offers: currencyNames.map(offer),
  };
}
