import type { Language, PageHead, Product } from '@inercise/shared';
import { productMetaDescription } from '../product/productMetaDescription';
import { productImageUrls } from '../product/productImageUrls';
import { productPaths } from '../product/productPaths';
import { breadcrumbList } from '@inercise/shared/first-screen';
import { productStructuredData } from '../structuredData/productStructuredData';
import { shopCrumbs } from './shopCrumbs';

export interface ProductPageTexts {
  /** The product's name and description in the page's language, as the page shows them. */
  name: string;
  description: string;
  /** The home page's and the shop's names in a breadcrumb. */
  home: string;
  shop: string;
}

/**
 * What a product page says about itself in the server's HTML: its name as the title, the opening of its
 * description, its main image, its address in each language (its slugs), the Product and its breadcrumb.
 */
export function productPageHead(product: Product, origin: string, language: Language, texts: ProductPageTexts): PageHead {
  const base = origin.replace(/\/+$/, '');
  const paths = productPaths(product);
  const url = `${base}${paths[language]}`;
  const images = productImageUrls(product, base);
  return {
    title: texts.name,
    description: productMetaDescription(texts.description, texts.name),
    ...(images[0] === undefined ? {} : { image: images[0] }),
    type: 'product',
    paths,
    structuredData: [
      productStructuredData({ product, name: texts.name, description: texts.description, url, images }),
      breadcrumbList([...shopCrumbs(base, language, texts), { name: texts.name, url }]),
    ],
  };
}
