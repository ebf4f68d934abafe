import { RequireLogin } from '../auth/RequireLogin';
import { DeleteAccountForm } from './DeleteAccountForm';

/** /profile/edit: account deletion, for customers only (SPEC 6). */
export function DeleteAccountPage() {
  return (
    <RequireLogin>
      <DeleteAccountForm />
    </RequireLogin>
  );
}
