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
} satisfies Record<string, TranslationSources>;

export type PageTexts = keyof typeof pageTexts;

/**
 * Adds the texts of a page (and of any other page whose parts it shows) to the content namespace; resolves once
 * the page's language has them, rejects when they cannot be downloaded (calling again retries).
 */
export async function loadPageTexts(...parts: PageTexts[]): Promise<void> {
  await Promise.all(parts.map((part) => addTranslationPart('content', part, pageTexts[part])));
}
