import { useTranslation } from '@inercise/shared/react-i18n';
import { SpaLink, useLanguage, type ArticleCategory } from '@inercise/shared';
import { blogPath } from './blogCategories';
import styles from './CategoryLinks.module.css';

interface Props {
  categories: readonly ArticleCategory[];
  /** The slug the address filters by, null for every article. */
  current: string | null;
}

/** The blog's categories as links (each filtered list has an address to share); the current one is marked. */
export function CategoryLinks({ categories, current }: Props) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const link = (slug: string | null, name: string) => (
    <li key={slug ?? ''}>
      <SpaLink to={blogPath(slug)} className={styles.chip} aria-current={slug === current ? 'page' : undefined}>
        {name}
      </SpaLink>
    </li>
  );
  return (
    <nav aria-label={t('blog.categories')} className={styles.nav}>
      <ul className={styles.chips}>
        {link(null, t('blog.allCategories'))}
        {categories.map((category) => link(category.slug, category.nameDict[language]))}
      </ul>
    </nav>
  );
}
