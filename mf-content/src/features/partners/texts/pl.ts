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
    kinetika: {
      name: 'KINETIKA fizjoterapia i rehabilitacja',
      text: 'Gabinet fizjoterapii, który dzięki treningowi inercyjnemu przywraca pacjentów do formy po urazach kolana i ścięgna Achillesa.',
      link: 'Strona KINETIKA',
    },
    halny: {
      name: 'Klub Sportowy Halny',
      text: 'Górski klub sportowy, którego biegacze i narciarze budują na Inercise moc i odporne ścięgna.',
      link: 'KS Halny na Facebooku',
    },
    ats: {
      name: 'ATS Akademia Trenerów Siły',
      text: 'Akademia dla trenerów przygotowania siłowego, ucząca metod inercyjnych na kursach i warsztatach.',
      link: 'ATS na Instagramie',
    },
  },
};
