import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the article page; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    article: { title: 'Artykuł', description: 'Artykuł z bloga Inercise o treningu inercyjnym.' },
  },
  article: {
    author: 'Autor',
    back: 'Wróć do bloga',
    notFoundTitle: 'Nie znaleziono artykułu',
    notFoundText: 'Ten artykuł nie istnieje lub nie jest już opublikowany.',
    failed: 'Nie udało się wczytać artykułu. Spróbuj ponownie później.',
  },
};
