import type { StructuredData } from './pageHead';

/** One step of a page's breadcrumb trail. */
export interface Crumb {
  name: string;
  /** The step's page, as an absolute URL. */
  url: string;
}

/** schema.org BreadcrumbList: the trail from the home page down to this page, the page itself last. */
export function breadcrumbList(crumbs: readonly Crumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
