import type { Language, PageHead } from '@inercise/shared';
import { breadcrumbList } from '@inercise/shared/first-screen';
import { shopCrumbs } from './shopCrumbs';

export interface ShopPageTexts {
  /** The shop page's title and meta description, as its usePageMeta sets them. */
  title: string;
  description: string;
  /** The home page's name in a breadcrumb. */
  home: string;
}

/** What the shop page says about itself in the server's HTML: the texts the page sets, and its breadcrumb. */
export function shopPageHead(origin: string, language: Language, texts: ShopPageTexts): PageHead {
  return {
    title: texts.title,
    description: texts.description,
    type: 'website',
    structuredData: [breadcrumbList(shopCrumbs(origin, language, { home: texts.home, shop: texts.title }))],
  };
}
