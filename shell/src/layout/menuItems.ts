/**
 * docs/product-rules.md#header-footer-and-navigation: HOME, SHOP, INERCISE (discover, exercise atlas, companion app),
 * PARTNERS, BLOG, CONTACT.
 */
export interface MenuItem {
  labelKey: string;
  to: string;
  children?: MenuItem[];
}

export const menuItems: MenuItem[] = [
  { labelKey: 'nav.home', to: '/' },
  { labelKey: 'nav.shop', to: '/shop' },
  {
    labelKey: 'nav.inercise',
    to: '/inercise',
    children: [
      { labelKey: 'nav.discover', to: '/inercise' },
      { labelKey: 'nav.atlas', to: '/excercise-atlas' },
      { labelKey: 'nav.app', to: '/application' },
    ],
  },
  { labelKey: 'nav.partners', to: '/partners' },
  { labelKey: 'nav.blog', to: '/blog' },
  { labelKey: 'nav.contact', to: '/contact' },
];
