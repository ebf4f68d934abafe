import type { Shape } from '../shape';
import type { newsletter as en } from '../en/newsletter';

/** The newsletter's subscribers. */
export const newsletter: Shape<typeof en> = {
  newsletter: {
    title: 'Subskrybenci newslettera',
    loading: 'Wczytywanie subskrybentów…',
    failed: 'Nie udało się wczytać subskrybentów.',
    empty: 'Nie znaleziono subskrybentów.',
    found: 'Znalezieni subskrybenci: {{count}}',
    searchLabel: 'Wyszukaj subskrybentów',
    search: 'E-mail zawiera',
    searchButton: 'Szukaj',
    caption: 'Subskrybenci newslettera, od najnowszego',
    email: 'E-mail',
    signedUp: 'Zapisano',
    actions: 'Działania',
    remove: 'Usuń',
    removeOf: 'Usuń {{email}}',
    confirm: 'Usunąć {{email}} z newslettera?',
    confirmRemove: 'Tak, usuń',
    cancel: 'Anuluj',
  },
};
