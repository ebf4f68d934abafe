import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the favourites heart. */
export const pl: Shape<typeof en> = {
  favourites: {
    label: 'Ulubiony: {{title}}',
    failed: 'Nie udało się zapisać ulubionego artykułu. Spróbuj ponownie.',
  },
};
