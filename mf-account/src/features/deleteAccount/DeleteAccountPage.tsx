import { useState } from 'react';
import { Navigate } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import { RequireLogin } from '../auth/RequireLogin';
import { DeleteAccountForm } from './DeleteAccountForm';
import { SessionList } from '../sessions/SessionList';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';

/**
 * /profile/edit: the account's own page, for customers only: "where you are logged in" and account deletion (docs/product-rules.md#who-may-do-what). After a deletion the
 * shopper goes home; that redirect wins over the customers-only one, which the logout of the same moment would
 * otherwise trigger (to /login).
 */
export function DeleteAccountPage() {
  useAccountPageMeta('deleteAccount');
  const localize = useLocalize();
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Navigate to={localize('/')} replace />;
  return (
    <RequireLogin>
      <DeleteAccountForm onDeleted={() => setDeleted(true)}>
        <SessionList />
      </DeleteAccountForm>
    </RequireLogin>
  );
}
