import { RequireLogin } from '../auth/RequireLogin';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';
import { MyDevices } from './MyDevices';

/** /profile/devices: the customer's registered devices, for customers only. */
export function DevicesPage() {
  useAccountPageMeta('devices');
  return (
    <RequireLogin>
      <MyDevices />
    </RequireLogin>
  );
}
