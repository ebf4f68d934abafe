import { routeOwners, type OwnedRoute } from '@inercise/shared';
import { loadPageTexts, type PageWithTexts } from '../i18n/pageTexts';
import { lazyPage, type LazyPage } from './lazyPage';

export interface PageRoute {
  /**
   * A route without language prefix, as in docs/product-rules.md#pages-and-routes; React Router's `:param` segments
   * allowed.
   */
  path: string;
  page: LazyPage;
}

/** A page's code together with its texts: the page is ready to draw once both are in. */
function withTexts<T>(code: Promise<T>, page: PageWithTexts): Promise<T> {
  return Promise.all([code, loadPageTexts(page)]).then(([loaded]) => loaded);
}

// One chunk per page, fetched on demand: the first view of a page downloads that page's code and texts only.
const home = lazyPage('home', () =>
  withTexts(import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'), 'home').then((m) => m.HomePage),
);
const blog = lazyPage('blog', () =>
  withTexts(import(/* webpackChunkName: "page-blog" */ '../features/blog/BlogPage'), 'blog').then((m) => m.BlogPage),
);
const article = lazyPage('article', () =>
  withTexts(
    import(/* webpackChunkName: "page-article" */ '../features/article/ArticlePage'),
    'article',
  ).then((m) => m.ArticlePage),
);
const contact = lazyPage('contact', () =>
  withTexts(
    import(/* webpackChunkName: "page-contact" */ '../features/contact/ContactPage'),
    'contact',
  ).then((m) => m.ContactPage),
);
const discover = lazyPage('discover', () =>
  withTexts(
    import(/* webpackChunkName: "page-discover" */ '../features/inercise/DiscoverPage'),
    'inercise',
  ).then((m) => m.DiscoverPage),
);
const atlas = lazyPage('atlas', () =>
  withTexts(
    import(/* webpackChunkName: "page-atlas" */ '../features/atlas/ExerciseAtlasPage'),
    'atlas',
  ).then((m) => m.ExerciseAtlasPage),
);
const application = lazyPage('application', () =>
  withTexts(
    import(/* webpackChunkName: "page-application" */ '../features/application/ApplicationPage'),
    'application',
  ).then((m) => m.ApplicationPage),
);
const partners = lazyPage('partners', () =>
  withTexts(
    import(/* webpackChunkName: "page-partners" */ '../features/partners/PartnersPage'),
    'partners',
  ).then((m) => m.PartnersPage),
);
const privacyPolicy = lazyPage('privacy-policy', () =>
  withTexts(
    import(/* webpackChunkName: "page-privacy-policy" */ '../features/legal/PrivacyPolicyPage'),
    'legal',
  ).then((m) => m.PrivacyPolicyPage),
);
const termsOfSale = lazyPage('terms-of-sale', () =>
  withTexts(
    import(/* webpackChunkName: "page-terms-of-sale" */ '../features/legal/TermsOfSalePage'),
    'legal',
  ).then((m) => m.TermsOfSalePage),
);
const qr = lazyPage('qr', () =>
  withTexts(import(/* webpackChunkName: "page-qr" */ '../features/qr/QrPage'), 'qr').then((m) => m.QrPage),
);

/** The page of each route the shell gives this team (routeOwners): a route added there without a page here does not compile. */
const contentPages: Record<OwnedRoute<'mf-content'>, LazyPage> = {
  '/': home,
  '/blog': blog,
  '/article': article,
  '/article/:slug': article,
  '/contact': contact,
  '/inercise': discover,
  '/excercise-atlas': atlas,
  '/application': application,
  '/partners': partners,
  '/privacy-policy': privacyPolicy,
  '/terms-of-sale': termsOfSale,
  '/qr': qr,
  '/qr/:serialNumber': qr,
};

/** This team's pages by route (docs/product-rules.md#pages-and-routes), in the order of routeOwners. */
export const contentRoutes: readonly PageRoute[] = routeOwners['mf-content'].map((path) => ({ path, page: contentPages[path] }));
