import type { Shape } from '../../../i18n/en';
import type { en } from './en';

/** Polish texts of the blog page; the type makes a missing or extra key a compile error. */
export const pl: Shape<typeof en> = {
  meta: {
    blog: { title: 'Blog', description: 'Artykuły o treningu inercyjnym: technika, planowanie, regeneracja i trening w każdym wieku.' },
  },
  blog: {
    title: 'Blog',
    lead: 'Technika, planowanie i regeneracja: co wiemy o treningu z kołem zamachowym.',
    categories: 'Kategorie',
    allCategories: 'Wszystkie artykuły',
  },
};
