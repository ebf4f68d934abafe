import { addTranslationPart, type TranslationSources } from '@inercise/shared';

// Each page's own texts, one chunk per page and language: a first view downloads the shared texts and its page's
// only. They are parts of the content namespace, so the pages' keys are the namespace's keys.
export const pageTexts = {
  home: {
    en: () => import(/* webpackChunkName: "texts-home-en" */ '../features/home/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-home-pl" */ '../features/home/texts/pl').then((m) => m.pl),
  },
  blog: {
    en: () => import(/* webpackChunkName: "texts-blog-en" */ '../features/blog/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-blog-pl" */ '../features/blog/texts/pl').then((m) => m.pl),
  },
  article: {
    en: () => import(/* webpackChunkName: "texts-article-en" */ '../features/article/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-article-pl" */ '../features/article/texts/pl').then((m) => m.pl),
  },
  comments: {
    en: () => import(/* webpackChunkName: "texts-comments-en" */ '../features/comments/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-comments-pl" */ '../features/comments/texts/pl').then((m) => m.pl),
  },
  contact: {
    en: () => import(/* webpackChunkName: "texts-contact-en" */ '../features/contact/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-contact-pl" */ '../features/contact/texts/pl').then((m) => m.pl),
  },
  inercise: {
    en: () => import(/* webpackChunkName: "texts-inercise-en" */ '../features/inercise/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-inercise-pl" */ '../features/inercise/texts/pl').then((m) => m.pl),
  },
  atlas: {
    en: () => import(/* webpackChunkName: "texts-atlas-en" */ '../features/atlas/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-atlas-pl" */ '../features/atlas/texts/pl').then((m) => m.pl),
  },
  application: {
    en: () =>
      import(/* webpackChunkName: "texts-application-en" */ '../features/application/texts/en').then((m) => m.en),
    pl: () =>
      import(/* webpackChunkName: "texts-application-pl" */ '../features/application/texts/pl').then((m) => m.pl),
  },
  partners: {
    en: () => import(/* webpackChunkName: "texts-partners-en" */ '../features/partners/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-partners-pl" */ '../features/partners/texts/pl').then((m) => m.pl),
  },
  legal: {
    en: () => import(/* webpackChunkName: "texts-legal-en" */ '../features/legal/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-legal-pl" */ '../features/legal/texts/pl').then((m) => m.pl),
  },
  qr: {
    en: () => import(/* webpackChunkName: "texts-qr-en" */ '../features/qr/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-qr-pl" */ '../features/qr/texts/pl').then((m) => m.pl),
  },
  favourites: {
    en: () => import(/* webpackChunkName: "texts-favourites-en" */ '../features/favourites/texts/en').then((m) => m.en),
    pl: () => import(/* webpackChunkName: "texts-favourites-pl" */ '../features/favourites/texts/pl').then((m) => m.pl),
  },
} satisfies Record<string, TranslationSources>;

export type PageTexts = keyof typeof pageTexts;

/**
 * The parts each page downloads with its code, by its feature folder: its own, and for the atlas the app page's
 * too (it shows the app's promo). The routes load them (contentRoutes); a test checks each folder's keys against them.
 */
export const textsOfPage = {
  home: ['home'],
  blog: ['blog', 'favourites'],
  article: ['article', 'comments', 'favourites'],
  comments: ['comments'],
  contact: ['contact'],
  inercise: ['inercise'],
  atlas: ['atlas', 'application'],
  application: ['application'],
  partners: ['partners'],
  legal: ['legal'],
  qr: ['qr'],
} satisfies Record<string, PageTexts[]>;

export type PageWithTexts = keyof typeof textsOfPage;

/**
 * Adds a page's texts to the content namespace; resolves once the page's language has them, rejects when they
 * cannot be downloaded (calling again retries).
 */
export async function loadPageTexts(page: PageWithTexts): Promise<void> {
  const parts: readonly PageTexts[] = textsOfPage[page];
  await Promise.all(parts.map((part) => addTranslationPart('content', part, pageTexts[part])));
}
