import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the partners page; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    partners: { title: 'Partnerzy', description: 'Gabinety fizjoterapii, kluby sportowe i trenerzy siły, którzy na co dzień trenują z Inercise swoich pacjentów i zawodników.' },
  },
  partners: {
    eyebrow: 'Partnerzy',
    title: 'Zaufali nam ci, którzy trenują innych.',
    lead: 'Fizjoterapeuci, kluby i trenerzy na co dzień pracują z Inercise ze swoimi pacjentami i zawodnikami.',
    visit: '{{name}}: strona internetowa',
    empty: 'Nie mamy teraz partnerów do pokazania.',
    failed: 'Nie udało się wczytać partnerów. Spróbuj ponownie później.',
  },
};
