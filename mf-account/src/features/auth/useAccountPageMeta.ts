import { useTranslation } from '@inercise/shared/react-i18n';
import { usePageMeta } from '@inercise/shared';

/** This team's pages, each titled by its heading's text and described by its `meta` text. */
export type AccountPage = 'login' | 'register' | 'activate' | 'resetPassword' | 'orders' | 'deleteAccount' | 'favourites' | 'devices' | 'courses' | 'profile';

/** The head of one of this team's pages (title, description, language alternates). */
export function useAccountPageMeta(page: AccountPage): void {
  const { t } = useTranslation('account');
  usePageMeta(t(`${page}.title`), t(`meta.${page}`));
}
