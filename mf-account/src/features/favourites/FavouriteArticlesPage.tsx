import { RequireLogin } from '../auth/RequireLogin';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';
import { FavouriteArticles } from './FavouriteArticles';

/** /profile/favourite-articles: the articles the customer keeps, for customers only. */
export function FavouriteArticlesPage() {
  useAccountPageMeta('favourites');
  return (
    <RequireLogin>
      <FavouriteArticles />
    </RequireLogin>
  );
}
