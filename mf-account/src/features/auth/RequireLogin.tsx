import type { ReactNode } from 'react';
import { Navigate } from '@inercise/shared/router';
import { selectIsLoggedIn, useAppSelector, useLocalize } from '@inercise/shared';

/**
 * Pages for customers only (docs/product-rules.md#who-may-do-what): a visitor is sent to /login, and a logout on the
 * page sends them there too.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const localize = useLocalize();
  if (!loggedIn) return <Navigate to={localize('/login')} replace />;
  return <>{children}</>;
}
