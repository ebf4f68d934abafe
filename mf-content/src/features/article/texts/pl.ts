import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the article page; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    article: {
      title: 'Artykuł',
      description: 'Przeczytaj artykuł z bloga Inercise: praktyczne wskazówki o treningu inercyjnym w domu, od techniki po regenerację.',
    },
    /** The article's place in the shop, for search engines: home page, blog, the article. */
    breadcrumbs: { home: 'Strona główna', blog: 'Blog' },
  },
  article: {
    author: 'Autor',
    back: 'Wróć do bloga',
    notFoundTitle: 'Nie znaleziono artykułu',
    notFoundText: 'Ten artykuł nie istnieje lub nie jest już opublikowany.',
    failed: 'Nie udało się wczytać artykułu. Spróbuj ponownie później.',
  },
};
