import { lazyPage, type LazyPage } from './lazyPage';

export interface PageRoute {
  /** A route without language prefix, as in SPEC 2; React Router's `:param` segments allowed. */
  path: string;
  page: LazyPage;
}

// One chunk per page, fetched on demand: the first view of a page downloads that page's code only.
const home = lazyPage('home', () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage').then((m) => m.HomePage));
const blog = lazyPage('blog', () => import(/* webpackChunkName: "page-blog" */ '../features/blog/BlogPage').then((m) => m.BlogPage));
const article = lazyPage('article', () =>
  import(/* webpackChunkName: "page-article" */ '../features/article/ArticlePage').then((m) => m.ArticlePage),
);
const contact = lazyPage('contact', () =>
  import(/* webpackChunkName: "page-contact" */ '../features/contact/ContactPage').then((m) => m.ContactPage),
);
const discover = lazyPage('discover', () =>
  import(/* webpackChunkName: "page-discover" */ '../features/inercise/DiscoverPage').then((m) => m.DiscoverPage),
);
const atlas = lazyPage('atlas', () =>
  import(/* webpackChunkName: "page-atlas" */ '../features/atlas/ExerciseAtlasPage').then((m) => m.ExerciseAtlasPage),
);
const application = lazyPage('application', () =>
  import(/* webpackChunkName: "page-application" */ '../features/application/ApplicationPage').then((m) => m.ApplicationPage),
);
const partners = lazyPage('partners', () =>
  import(/* webpackChunkName: "page-partners" */ '../features/partners/PartnersPage').then((m) => m.PartnersPage),
);
const privacyPolicy = lazyPage('privacy-policy', () =>
  import(/* webpackChunkName: "page-privacy-policy" */ '../features/legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
);
const termsOfSale = lazyPage('terms-of-sale', () =>
  import(/* webpackChunkName: "page-terms-of-sale" */ '../features/legal/TermsOfSalePage').then((m) => m.TermsOfSalePage),
);
const qr = lazyPage('qr', () => import(/* webpackChunkName: "page-qr" */ '../features/qr/QrPage').then((m) => m.QrPage));

/** This team's pages by route (SPEC 2). */
export const contentRoutes: readonly PageRoute[] = [
  { path: '/', page: home },
  { path: '/blog', page: blog },
  { path: '/article', page: article },
  { path: '/contact', page: contact },
  { path: '/inercise', page: discover },
  { path: '/excercise-atlas', page: atlas },
  { path: '/application', page: application },
  { path: '/partners', page: partners },
  { path: '/privacy-policy', page: privacyPolicy },
  { path: '/terms-of-sale', page: termsOfSale },
  { path: '/qr', page: qr },
  { path: '/qr/:serialNumber', page: qr },
];
