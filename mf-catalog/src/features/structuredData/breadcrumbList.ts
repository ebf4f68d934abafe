import type { StructuredData } from '@inercise/shared';

export interface Crumb {
  name: string;
  /** The page's absolute URL. */
  url: string;
}

/** schema.org BreadcrumbList: where the page sits in the shop, from the home page down to it. */
export function breadcrumbList(crumbs: readonly Crumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
