import type { ReactNode } from 'react';
import { Navigate } from '@inercise/shared/router';
import { selectIsLoggedIn, selectSessionRestoring, useAppSelector, useLocalize } from '@inercise/shared';

/**
 * Pages for customers only (docs/product-rules.md#who-may-do-what): a visitor is sent to /login, and a logout on the
 * page sends them there too. While a session kept from an earlier visit is being restored, nothing is decided yet.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restoring = useAppSelector(selectSessionRestoring);
  const localize = useLocalize();
  if (restoring) return null;
  if (!loggedIn) return <Navigate to={localize('/login')} replace />;
  return <>{children}</>;
}
